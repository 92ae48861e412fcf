import { CatalogPaths, type ExhibitorCard, type FootprintItem } from '@openfair/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { sessionStore } from '../../../lib/session-store';
import { visitor } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { bodiesOf, mockApi } from '../../../test/server';
import { FootprintScreen } from './footprint-screen';

const exhibitorCard = (id: string, name: string): ExhibitorCard => ({
  id,
  actorId: id,
  name,
  logo: '',
  image: '',
  country: '中国',
  city: '深圳',
  floor: '3F',
  boothNumber: 'A1',
  category: '',
  tags: [],
  intro: '',
  productCount: 0,
  collected: false,
});

let history: FootprintItem[] = [];

beforeAll(() => {
  initI18n('zh');
});
beforeEach(() => {
  // The server sends them newest first; the screen keeps that order.
  history = [
    {
      subjectType: 'ACTOR',
      collectedAt: '',
      viewedAt: '2026-11-21T16:05:00.000Z',
      exhibitor: exhibitorCard('e-2', '新展商'),
    },
    {
      subjectType: 'ACTOR',
      collectedAt: '',
      viewedAt: '2026-11-20T08:00:00.000Z',
      exhibitor: exhibitorCard('e-1', '老展商'),
    },
  ];
  sessionStore.setState(visitor());
  mockApi({
    [CatalogPaths.footprintList]: (body) => ({
      list: history,
      total: history.length,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    }),
    [CatalogPaths.footprintClear]: () => {
      const cleared = history.length;
      history = [];
      return { cleared };
    },
  });
});
afterEach(() => {
  sessionStore.reset();
});

const renderFootprint = () =>
  renderScreen(<FootprintScreen />, { route: '/footprint/:type', at: '/footprint/exhibitor' });

describe('FootprintScreen', () => {
  it('lists viewed exhibitors newest first with the viewed time in Beijing time', async () => {
    renderFootprint();
    const newer = await screen.findByText('新展商');
    const older = screen.getByText('老展商');
    expect(newer.compareDocumentPosition(older) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // 16:05 UTC is 00:05 the next day in Beijing.
    expect(screen.getByText('浏览于 2026-11-22 00:05')).toBeTruthy();
    expect(bodiesOf(CatalogPaths.footprintList)).toEqual([
      { collectionType: 'ACTOR', pageNum: 1, pageSize: 12 },
    ]);
  });

  it('clears the history after confirmation', async () => {
    renderFootprint();
    fireEvent.click(await screen.findByRole('button', { name: /清空记录/ }));
    fireEvent.click(await screen.findByRole('button', { name: /^确\s*定$/ }));
    await waitFor(() => expect(bodiesOf(CatalogPaths.footprintClear)).toEqual([{ collectionType: 'ACTOR' }]));
    expect(await screen.findByText('暂无浏览记录')).toBeTruthy();
  });
});
