// What antd's animated parts (dialogs, drawers, menus, messages) read to know whether to animate.
import { Context as MotionContext } from '@rc-component/motion/lib/context';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Input } from 'antd';
import { useContext } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AntdScope } from './antd-scope';

/** A system setting the test flips: `(prefers-reduced-motion: reduce)` and its change events. */
function reducedMotionSetting(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return matches;
    },
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((media: string) =>
    media === query.media ? (query as unknown as MediaQueryList) : original(media),
  );
  return {
    set(next: boolean) {
      matches = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

function MotionProbe() {
  const { motion } = useContext(MotionContext);
  return <span data-testid="motion">{String(motion)}</span>;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('antd inside the app follows the system motion setting', () => {
  it('animates by default, and stops when the user asks for reduced motion (also while the page is open)', () => {
    const setting = reducedMotionSetting(false);
    render(
      <AntdScope>
        <MotionProbe />
      </AntdScope>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('true');
    act(() => setting.set(true));
    expect(screen.getByTestId('motion').textContent).toBe('false');
    act(() => setting.set(false));
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });

  it('keeps what the user typed when the setting changes (a server-drawn page meets it as it comes alive)', () => {
    const setting = reducedMotionSetting(false);
    render(
      <AntdScope>
        <Input aria-label="account" />
      </AntdScope>,
    );
    const field = screen.getByRole('textbox', { name: 'account' });
    fireEvent.change(field, { target: { value: 'visitor@example.com' } });
    act(() => setting.set(true));
    // The same field, not a new one drawn in its place.
    expect(screen.getByRole('textbox', { name: 'account' })).toBe(field);
    expect((field as HTMLInputElement).value).toBe('visitor@example.com');
  });

  it('opens without motion for a user who asked for reduced motion from the start', () => {
    reducedMotionSetting(true);
    render(
      <AntdScope>
        <MotionProbe />
      </AntdScope>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
  });
});
