import { CatalogPaths, InvitationPaths, type VisitorDetail } from '@openfair/contract';
import { fireEvent, screen } from '@testing-library/react';
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
  inClientPool: false,
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

  it("keeps the visitor's business card into the client pool, then says the visitor is in it", async () => {
    let inPool = false;
    mockApi({
      [CatalogPaths.visitorDetail]: () => ({ ...base, inClientPool: inPool }),
      [InvitationPaths.addVisitingCard]: () => {
        inPool = true;
        return { visitorId: 'v-1', alreadyMember: false };
      },
    });
    renderScreen(<PersonDetailScreen />, { route: '/find-person/detail/:id', at: '/find-person/detail/v-1' });
    fireEvent.click(await screen.findByRole('button', { name: /保存名片/ }));
    expect(await screen.findByText('名片已保存，该观众已加入客户池')).toBeTruthy();
    expect(bodiesOf(InvitationPaths.addVisitingCard)).toEqual([{ visitorId: 'v-1' }]);
    const kept = await screen.findByRole('button', { name: /已在客户池/ });
    expect(kept.hasAttribute('disabled')).toBe(true);
  });

  it('offers no business-card button to a visitor', async () => {
    sessionStore.setState({ subjectType: 'VISITOR' });
    renderPerson(base);
    await screen.findByRole('heading', { level: 1, name: 'Anna Schmidt' });
    expect(screen.queryByRole('button', { name: /保存名片/ })).toBeNull();
  });
});
