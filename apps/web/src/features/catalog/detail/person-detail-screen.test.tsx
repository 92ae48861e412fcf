import { CatalogPaths, type VisitorDetail } from '@openfair/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { sessionStore } from '../../../lib/session-store';
import { exhibitor } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { bodiesOf, mockApi } from '../../../test/server';
import { PersonDetailScreen } from './person-detail-screen';

const base: VisitorDetail = {
  id: 'v-1',
  imAccount: 'acc-v-1',
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

beforeAll(() => {
  initI18n('zh');
});
beforeEach(() => sessionStore.setState(exhibitor(false)));
afterEach(() => {
  sessionStore.reset();
});

const renderPerson = (detail: VisitorDetail) => {
  mockApi({ [CatalogPaths.visitorDetail]: () => detail });
  return renderScreen(<PersonDetailScreen />, {
    route: '/find-person/detail/:id',
    at: '/find-person/detail/v-1',
  });
};

describe('PersonDetailScreen', () => {
  it('shows company, business and needs, and no contact block without consent', async () => {
    renderPerson(base);
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Schmidt' })).toBeTruthy();
    expect(screen.getAllByText('Nordic Retail GmbH').length).toBeGreaterThan(0);
    expect(screen.getByText('零售商')).toBeTruthy();
    expect(screen.getByText('手机配件')).toBeTruthy();
    expect(screen.getByText('每季度采购 5 万只手机壳')).toBeTruthy();
    expect(screen.queryByText('联系方式')).toBeNull();
    expect(bodiesOf(CatalogPaths.visitorDetail)).toEqual([{ id: 'v-1' }]);
  });

  it('shows the contact details the visitor agreed to share', async () => {
    renderPerson({ ...base, email: 'anna@nordic.example.test', mobile: null });
    expect(await screen.findByText('联系方式')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'anna@nordic.example.test' }).getAttribute('href')).toBe(
      'mailto:anna@nordic.example.test',
    );
    expect(screen.queryByText('手机')).toBeNull();
  });

  it('labels the business nature and categories stored as choice keys, and keeps free tags as typed', async () => {
    renderPerson({
      ...base,
      businessNature: 'tradingCompany',
      purchaseCategories: ['consumer-electronics', '手机配件'],
    });
    expect(await screen.findByText('贸易公司')).toBeTruthy();
    expect(screen.getByText('消费电子')).toBeTruthy();
    expect(screen.getByText('手机配件')).toBeTruthy();
    expect(screen.queryByText('tradingCompany')).toBeNull();
    expect(screen.queryByText('consumer-electronics')).toBeNull();
  });
});
