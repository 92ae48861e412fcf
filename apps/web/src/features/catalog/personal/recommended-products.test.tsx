import { CatalogPaths, type ProductCard } from '@openfair/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { sessionStore } from '../../../lib/session-store';
import { product } from '../../../test/catalog-data';
import { anonymous, visitor } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { bodiesOf, mockApi } from '../../../test/server';
import { RecommendedProducts } from './recommended-products';

const card = (id: string, name: string): ProductCard => product(id, { name });

function renderSection(page: unknown) {
  mockApi({ [CatalogPaths.recommendProducts]: () => page });
  return renderWithProviders(<RecommendedProducts />);
}

beforeAll(() => {
  initI18n('zh');
});
afterEach(() => {
  sessionStore.reset();
});

describe('RecommendedProducts', () => {
  it('shows the server ranking in its order, with favourite hearts for a logged-in visitor', async () => {
    sessionStore.setState(visitor());
    renderSection({
      list: [card('p-2', '蓝牙耳机'), card('p-1', '手机壳')],
      total: 2,
      pageNum: 1,
      pageSize: 8,
    });
    const first = await screen.findByText('蓝牙耳机');
    const second = screen.getByText('手机壳');
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('button', { pressed: false }).length).toBe(2);
    expect(bodiesOf(CatalogPaths.recommendProducts)).toEqual([{ pageNum: 1, pageSize: 8 }]);
  });

  it('anonymous guests get the list without hearts', async () => {
    sessionStore.setState(anonymous);
    renderSection({ list: [card('p-1', '手机壳')], total: 1, pageNum: 1, pageSize: 8 });
    expect(await screen.findByText('手机壳')).toBeTruthy();
    expect(screen.queryByRole('button', { pressed: false })).toBeNull();
  });
});
