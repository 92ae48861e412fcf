import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** antd's responsive helpers need matchMedia and its popups ResizeObserver, which jsdom lacks. */
export function installMatchMedia(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/** Renders `element` at `path` inside a data router (screens use useBlocker), with query client and App. */
export function renderAt(path: string, element: ReactNode, otherPaths: string[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element },
      ...otherPaths.map((p) => ({ path: p, element: <div data-testid="landed">{p}</div> })),
    ],
    { initialEntries: [path] },
  );
  return {
    router,
    client,
    wrap: (
      <QueryClientProvider client={client}>
        <App>
          <RouterProvider router={router} />
        </App>
      </QueryClientProvider>
    ),
  };
}

/** Opens the antd select labelled `label` and clicks the option with text `option`. */
export async function chooseOption(label: string, option: string): Promise<void> {
  const combo = screen.getByRole('combobox', { name: label });
  await act(async () => {
    fireEvent.mouseDown(combo);
  });
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      (el) => el.textContent === option,
    );
    if (!found) throw new Error(`option ${option} not shown`);
    return found;
  });
  await act(async () => {
    fireEvent.click(item);
  });
}
