import { CHUNK_LOAD_TIMEOUT_MS } from '@openfair/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n';
import { pathTo, routePaths } from '../lib/paths';
import { setRuntimeConfig } from '../lib/runtime-config';
import { sessionStore } from '../lib/session-store';
import { anonymous, testConfig } from '../test/fixtures';
import { LocationProbe, renderScreen } from '../test/render';
import { LazyScreen, lazyScreen } from './lazy-screen';
import { RouteGuard } from './route-guard';
import { routeDefs } from './route-table';

beforeAll(() => {
  initI18n('zh');
});
beforeEach(() => {
  setRuntimeConfig(testConfig);
  sessionStore.reset(anonymous);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function LoadedScreen() {
  return <p>loaded screen</p>;
}

describe('named routes', () => {
  it('the route table has one route for every named path and a name for every route', () => {
    expect(routeDefs.map((def) => def.path).sort()).toEqual(Object.values(routePaths).sort());
  });

  it('builds the named routes of spec 000 §2', () => {
    expect(pathTo('registerEmail', { step: 0 })).toBe('/register/email/0');
    expect(pathTo('registerMobile', { step: 2 })).toBe('/register/mobile/2');
    expect(pathTo('registerPassword')).toBe('/register/password/vis');
    expect(pathTo('registerCompleted')).toBe('/register/completed');
    expect(pathTo('firstInfoEmail')).toBe('/l-register/account-email-info/0');
    expect(pathTo('firstInfoMobile')).toBe('/l-register/account-mobile-info/0');
    expect(pathTo('accountInfo')).toBe('/register/account-info/1');
    expect(pathTo('questionnaire')).toBe('/register/questionnaire');
    expect(pathTo('liveDetail', { id: 'l7' })).toBe('/live/l7');
    expect(pathTo('findList', { type: 'product' })).toBe('/find/product');
    expect(pathTo('home')).toBe('/');
  });

  it('every route has a title in both catalogues and a header mode', () => {
    for (const def of routeDefs) {
      expect([2, 3, -1, 1]).toContain(def.meta.headerMode);
      for (const lng of ['zh', 'en']) {
        expect(i18n.exists(def.meta.titleKey, { lng }), `${def.path} ${lng}`).toBe(true);
      }
      expect(def.meta.whitelist === true || def.meta.requiresLogin === true, def.path).toBe(true);
    }
  });
});

describe('lazy screens', () => {
  it('times out after CHUNK_LOAD_TIMEOUT_MS, shows an error with retry, and the retry loads', async () => {
    vi.useFakeTimers();
    let attempt = 0;
    const entry = lazyScreen(() => {
      attempt += 1;
      return attempt === 1 ? new Promise<ComponentType>(() => {}) : Promise.resolve(LoadedScreen);
    });
    render(
      <I18nextProvider i18n={i18n}>
        <LazyScreen entry={entry} />
      </I18nextProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByText(i18n.t('common:chunk.failed'))).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText(i18n.t('common:chunk.failed'))).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('loaded screen')).toBeTruthy();
    expect(attempt).toBe(2);
  });

  it('renders the new screen when the same element switches to another, already loaded entry', async () => {
    vi.useRealTimers();
    const first = lazyScreen(() => Promise.resolve(() => <p>first screen</p>));
    const second = lazyScreen(() => Promise.resolve(() => <p>second screen</p>));
    const view = render(
      <I18nextProvider i18n={i18n}>
        <LazyScreen entry={first} />
      </I18nextProvider>,
    );
    expect(await screen.findByText('first screen')).toBeTruthy();
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <LazyScreen entry={second} />
      </I18nextProvider>,
    );
    expect(await screen.findByText('second screen')).toBeTruthy();
    // back to the first, which is loaded now: shown at once, not the second one's component
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <LazyScreen entry={first} />
      </I18nextProvider>,
    );
    expect(screen.getByText('first screen')).toBeTruthy();
    expect(screen.queryByText('second screen')).toBeNull();
  });
});

describe('lazy screens brought by the start-up preload', () => {
  it('shows the screen when the preload brings it between the first render and its effect', async () => {
    let calls = 0;
    const entry = lazyScreen(() => {
      calls += 1;
      return new Promise<ComponentType>(() => {});
    });
    // Stands for loadScreenAt resolving after LazyScreen rendered its spinner but before its effect ran.
    function PreloadLands() {
      entry.loaded ??= LoadedScreen;
      return null;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <LazyScreen entry={entry} />
        <PreloadLands />
      </I18nextProvider>,
    );
    expect(await screen.findByText('loaded screen')).toBeTruthy();
    expect(calls).toBe(0);
  });
});

describe('route guard component', () => {
  function renderAt(path: string) {
    const routes = routeDefs
      .filter((d) => ['/profile', '/login/person', '/find/:type', '/'].includes(d.path))
      .map((def) => ({
        path: def.path,
        element: (
          <RouteGuard meta={def.meta}>
            <LocationProbe />
          </RouteGuard>
        ),
      }));
    return renderScreen(null, { at: path, routes }).router;
  }

  it('sends an anonymous user on a protected path to /login/person with the path saved', async () => {
    const router = renderAt('/profile');
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/login/person');
    expect(sessionStore.getState().toPath).toBe('/profile');
    // The login route is a set-identity route: the anonymous role becomes VISITOR.
    expect(sessionStore.getState().subjectType).toBe('VISITOR');
  });

  it('renders the 404 screen for an unknown :type value', async () => {
    renderAt('/find/zzz');
    expect(await screen.findByText(i18n.t('common:notFound.subTitle'))).toBeTruthy();
  });
});
