import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { deferredComponent } from './deferred';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe('deferredComponent', () => {
  it('shows the fallback until the code is there, then the component with its props', async () => {
    let resolve: (c: typeof Greeting) => void = () => {};
    const Deferred = deferredComponent(() => new Promise<typeof Greeting>((r) => (resolve = r)));
    render(<Deferred name="Li" fallback={<p>waiting</p>} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => resolve(Greeting));
    expect(screen.getByText('hello Li')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('renders at once when already loaded', async () => {
    const Deferred = deferredComponent(() => Promise.resolve(Greeting));
    await Deferred.preload();
    render(<Deferred name="Wang" />);
    expect(screen.getByText('hello Wang')).toBeTruthy();
  });

  it('keeps the fallback when the fetch fails, and a later mount tries again', async () => {
    let attempts = 0;
    const Deferred = deferredComponent(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    const first = render(<Deferred name="Zhao" fallback={<p>plain</p>} />);
    await act(async () => {});
    expect(screen.getByText('plain')).toBeTruthy();
    first.unmount();
    render(<Deferred name="Zhao" fallback={<p>plain</p>} />);
    expect(await screen.findByText('hello Zhao')).toBeTruthy();
    expect(attempts).toBe(2);
  });
});

describe('deferredComponent preload', () => {
  it('a later preload() that succeeds shows the component in instances still waiting', async () => {
    let attempts = 0;
    const Deferred = deferredComponent(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    render(<Deferred name="Sun" fallback={<p>plain</p>} />);
    await act(async () => {});
    expect(screen.getByText('plain')).toBeTruthy();
    await act(async () => {
      await Deferred.preload();
    });
    expect(screen.getByText('hello Sun')).toBeTruthy();
  });
});

describe('deferredComponent while a server page is hydrated', () => {
  it("hydrates the server's fallback without a mismatch, then shows the component", async () => {
    const Deferred = deferredComponent(() => Promise.resolve(Greeting));
    const page = <Deferred name="Zhao" fallback={<p>placeholder</p>} />;
    // The server never has the deferred code: its HTML holds the fallback.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // In the browser the code is often there before hydration starts.
    await Deferred.preload();
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(await screen.findByText('hello Zhao')).toBeTruthy();
    container.remove();
  });
});
