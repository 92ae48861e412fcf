import type { ExhibitorCard as ExhibitorCardData } from '@openfair/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../i18n';
import { renderScreen } from '../../../test/render';
import { ExhibitorCard } from '../components/exhibitor-card';
import { DetailBackLink } from './detail-parts';

/**
 * The back link of the detail screens (spec 000: detail screens use their parent path for back
 * navigation): from the parent list it goes back in history, otherwise it opens the parent list.
 */

const card: ExhibitorCardData = {
  id: 'e-1',
  actorId: 'a-1',
  name: '星河电子',
  logo: '',
  image: '',
  country: '中国',
  city: '深圳',
  floor: '1F',
  boothNumber: 'A01',
  category: '',
  tags: [],
  intro: '',
  productCount: 3,
  collected: false,
};

function renderApp(entries: string[]) {
  const { router } = renderScreen(null, {
    at: entries.at(-1),
    before: entries.slice(0, -1),
    routes: [
      { path: '/find/actor', element: <ExhibitorCard card={card} /> },
      {
        path: '/search-list',
        element: (
          // a detail link from somewhere else than the parent list, with the same origin state
          <Link to="/find-exhibitor/detail/e-1" state={{ from: '/search-list?keyword=phone' }}>
            {card.name}
          </Link>
        ),
      },
      { path: '/find-exhibitor/detail/:id', element: <DetailBackLink parent="exhibitor" /> },
    ],
  });
  return router;
}

const backLink = () => screen.getByRole('link', { name: /返回展商列表/ });

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

beforeAll(() => {
  initI18n('zh');
});

describe('DetailBackLink', () => {
  it('goes back in history to the filtered list the detail was opened from', async () => {
    const router = renderApp(['/', '/find/actor?keyword=%E7%94%B5%E5%AD%90&pageNum=2']);
    await click(screen.getByRole('link', { name: /星河电子/ }));
    expect(router.state.location.pathname).toBe('/find-exhibitor/detail/e-1');
    // a real link to the list with its filters (keyboard, middle click, new tab)
    expect(backLink().getAttribute('href')).toBe('/find/actor?keyword=%E7%94%B5%E5%AD%90&pageNum=2');
    expect(screen.getByRole('navigation', { name: '返回' })).toBeTruthy();

    await click(backLink());
    // a history step back (POP), not a new entry: the list keeps its filters, page and scroll
    expect(router.state.historyAction).toBe('POP');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/find/actor?keyword=%E7%94%B5%E5%AD%90&pageNum=2',
    );
    // and forward again is the detail: nothing was pushed on top of it
    await act(async () => {
      await router.navigate(1);
    });
    expect(router.state.location.pathname).toBe('/find-exhibitor/detail/e-1');
  });

  it('opens the parent list when the detail was opened directly (new tab, address bar)', async () => {
    const router = renderApp(['/find-exhibitor/detail/e-1']);
    expect(backLink().getAttribute('href')).toBe('/find/actor');
    await click(backLink());
    expect(router.state.historyAction).toBe('PUSH');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/find/actor');
  });

  it('opens the parent list, not the origin, when the detail came from another screen', async () => {
    const router = renderApp(['/search-list']);
    await click(screen.getByRole('link', { name: '星河电子' }));
    expect(router.state.location.pathname).toBe('/find-exhibitor/detail/e-1');
    expect(backLink().getAttribute('href')).toBe('/find/actor');
    await click(backLink());
    expect(router.state.historyAction).toBe('PUSH');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/find/actor');
  });

  it('reads in English too', async () => {
    renderApp(['/find-exhibitor/detail/e-1']);
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByRole('link', { name: /Back to exhibitors/ })).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage('zh');
    });
  });
});
