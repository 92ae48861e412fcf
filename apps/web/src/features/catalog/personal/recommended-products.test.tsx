import { CatalogPaths, type ProductCard } from '@openfair/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { anonymous, visitor } from '../../../test/fixtures';
import { setupUi, Ui } from '../../../test/ui';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../../api/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/request')>()),
  post,
  get: vi.fn(),
}));

import { RecommendedProducts } from './recommended-products';

const card = (id: string, name: string): ProductCard => ({
  id,
  productId: id,
  exhibitorId: 'e-1',
  exhibitorName: '星河电子',
  name,
  image: '',
  price: '',
  minOrder: 0,
  spotTrading: false,
  customization: false,
  tags: [],
  category: '',
  scope: 0,
  inPool: true,
  collected: false,
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Ui>
        <MemoryRouter>
          <RecommendedProducts />
        </MemoryRouter>
      </Ui>
    </QueryClientProvider>,
  );
}

beforeAll(setupUi);
afterEach(() => {
  cleanup();
  post.mockReset();
  sessionStore.reset();
});

describe('RecommendedProducts', () => {
  it('shows the server ranking in its order, with favourite hearts for a logged-in visitor', async () => {
    sessionStore.setState(visitor());
    post.mockResolvedValue({
      list: [card('p-2', '蓝牙耳机'), card('p-1', '手机壳')],
      total: 2,
      pageNum: 1,
      pageSize: 8,
    });
    renderSection();
    const first = await screen.findByText('蓝牙耳机');
    const second = screen.getByText('手机壳');
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('button', { pressed: false }).length).toBe(2);
    expect(post).toHaveBeenCalledWith(
      CatalogPaths.recommendProducts,
      { pageNum: 1, pageSize: 8 },
      { silent: true },
    );
  });

  it('anonymous guests get the list without hearts', async () => {
    sessionStore.setState(anonymous);
    post.mockResolvedValue({ list: [card('p-1', '手机壳')], total: 1, pageNum: 1, pageSize: 8 });
    renderSection();
    expect(await screen.findByText('手机壳')).toBeTruthy();
    expect(screen.queryByRole('button', { pressed: false })).toBeNull();
  });
});
