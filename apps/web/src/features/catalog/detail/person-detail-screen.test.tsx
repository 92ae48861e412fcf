import { CatalogPaths, type VisitorDetail } from '@openfair/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { exhibitor } from '../../../test/fixtures';
import { setupUi } from '../../../test/ui';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../../api/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/request')>()),
  post,
  get: vi.fn(),
}));

import { renderRoute } from '../../../test/detail-render';
import { PersonDetailScreen } from './person-detail-screen';

const base: VisitorDetail = {
  id: 'v-1',
  name: 'Anna Schmidt',
  headImage: '',
  company: 'Nordic Retail GmbH',
  position: 'Buyer',
  country: '德国',
  province: '',
  city: '汉堡',
  businessNature: '零售商',
  purchaseCategories: ['手机配件'],
  sourcingDemand: '每季度采购 5 万只手机壳',
  website: '',
  email: null,
  mobile: null,
  collected: false,
};

beforeAll(setupUi);
beforeEach(() => sessionStore.setState(exhibitor(false)));
afterEach(() => {
  cleanup();
  post.mockReset();
  sessionStore.reset();
});

const renderPerson = () =>
  renderRoute('/find-person/detail/:id', '/find-person/detail/v-1', <PersonDetailScreen />);

describe('PersonDetailScreen', () => {
  it('shows company, business and needs, and no contact block without consent', async () => {
    post.mockResolvedValue(base);
    renderPerson();
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Schmidt' })).toBeTruthy();
    expect(screen.getAllByText('Nordic Retail GmbH').length).toBeGreaterThan(0);
    expect(screen.getByText('零售商')).toBeTruthy();
    expect(screen.getByText('手机配件')).toBeTruthy();
    expect(screen.getByText('每季度采购 5 万只手机壳')).toBeTruthy();
    expect(screen.queryByText('联系方式')).toBeNull();
    expect(post).toHaveBeenCalledWith(CatalogPaths.visitorDetail, { id: 'v-1' }, { silent: true });
  });

  it('shows the contact details the visitor agreed to share', async () => {
    post.mockResolvedValue({ ...base, email: 'anna@nordic.example.test', mobile: null });
    renderPerson();
    expect(await screen.findByText('联系方式')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'anna@nordic.example.test' }).getAttribute('href')).toBe(
      'mailto:anna@nordic.example.test',
    );
    expect(screen.queryByText('手机')).toBeNull();
  });

  it('labels the business nature and categories stored as choice keys, and keeps free tags as typed', async () => {
    post.mockResolvedValue({
      ...base,
      businessNature: 'tradingCompany',
      purchaseCategories: ['consumer-electronics', '手机配件'],
    });
    renderPerson();
    expect(await screen.findByText('贸易公司')).toBeTruthy();
    expect(screen.getByText('消费电子')).toBeTruthy();
    expect(screen.getByText('手机配件')).toBeTruthy();
    expect(screen.queryByText('tradingCompany')).toBeNull();
    expect(screen.queryByText('consumer-electronics')).toBeNull();
  });
});
