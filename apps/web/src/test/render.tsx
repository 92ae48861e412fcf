import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { i18n } from '../i18n';
import { FeedbackContext } from '../shared/ui/feedback';

/** A fresh query client per test: no retries, so an error shows at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** What the app's providers give every screen: query client, i18next, antd's locale/theme and App. */
export function TestProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider>
          <App>
            <FeedbackBridge>{children}</FeedbackBridge>
          </App>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/**
 * Gives components that call useFeedback() the message/modal of the antd <App> above: tests load antd
 * in its CJS form, whose App context is another object than the ES one useFeedback reads.
 */
function FeedbackBridge({ children }: { children: ReactNode }) {
  const api = App.useApp();
  return <FeedbackContext.Provider value={api}>{children}</FeedbackContext.Provider>;
}

/** Shows the current path and query so a test can assert where a screen navigated to. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The path and query the LocationProbe shows. */
export const currentLocation = () => screen.getByTestId('location').textContent;

type RenderOptions = {
  /** The route pattern the element is mounted at (default: `at`). */
  route?: string;
  /** Where the router starts. */
  at?: string;
  /** More routes, e.g. a layout route around the screen (replaces the default routes when given). */
  routes?: RouteObject[];
  /** The history before `at`, oldest first (a screen that goes back). */
  before?: string[];
};

/**
 * Renders a screen the way the app does: inside a data router (screens use useBlocker and handles),
 * with the providers above. The element is mounted at `route`; every other path renders only a
 * LocationProbe, so a test sees where the screen navigated.
 */
export function renderScreen(
  element: ReactNode,
  { at = '/', route = at, routes, before = [] }: RenderOptions = {},
) {
  const client = testQueryClient();
  const router = createMemoryRouter(
    routes ?? [
      {
        path: route,
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [...before, at] },
  );
  const view = render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, client, view };
}

/** Renders a component outside any route, with the providers (and a router, for its links). */
export function renderWithProviders(element: ReactNode) {
  return renderScreen(element);
}

/**
 * Chooses the option with text `option` in the select labelled `label`: in the browser's own select (once
 * the option is there and the select enabled), or by opening antd's and clicking the option.
 */
export async function chooseOption(label: string, option: string): Promise<void> {
  const combo = screen.getByRole('combobox', { name: label });
  if (combo instanceof HTMLSelectElement) {
    const value = await waitFor(() => {
      const found = [...combo.options].find((el) => el.textContent === option);
      if (!found || combo.disabled) throw new Error(`option ${option} not offered`);
      return found.value;
    });
    await act(async () => {
      fireEvent.change(combo, { target: { value } });
    });
    return;
  }
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
