import { ExhibitorPaths, type IntentOrder, type MyIntentOrder, OrderPaths } from '@openfair/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { sessionStore } from '../../lib/session-store';
import { exhibitor, testConfig, visitor } from '../../test/fixtures';
import { chooseOption, renderScreen } from '../../test/render';
import { bodiesOf, mockApi } from '../../test/server';
import { PotentialOrderScreen } from './potential-order-screen';

const order: IntentOrder = {
  id: 'o1',
  productId: 'p1',
  productName: '无线充电器',
  productNameEn: 'Wireless charger',
  productImage: '',
  visitorId: 'v1',
  visitorName: 'Li Lei',
  visitorCompany: 'Li Trading',
  quantity: 12.5,
  remark: 'Samples first',
  createdAt: '2026-11-24T02:00:00.000Z',
  contacted: false,
  contactedAt: null,
  assignee: null,
  followUp: null,
};
const page = (list: IntentOrder[], admin: boolean) => ({
  list,
  total: list.length,
  pageNum: 1,
  pageSize: 20,
  admin,
});
const employees = {
  list: [
    {
      id: 'e-staff',
      name: '员工甲',
      nameEn: 'Staff A',
      position: '',
      positionEn: '',
      email: '',
      mobile: '',
      idCard: '',
      photo: null,
      admin: false,
      resigned: false,
      createdAt: '',
    },
  ],
  total: 1,
  pageNum: 1,
  pageSize: 100,
};

beforeAll(() => initI18n('en'));
beforeEach(() => setRuntimeConfig(testConfig));

describe('/potential-order for exhibitor staff', () => {
  it('shows an administrator the lists, assigns a salesperson and completes an order after a confirmation', async () => {
    sessionStore.reset({ ...exhibitor(true), language: 'en' });
    mockApi({
      [OrderPaths.list]: () => page([order], true),
      [ExhibitorPaths.employeeList]: () => employees,
      [OrderPaths.assign]: () => ({ ...order, assignee: { id: 'e-staff', name: '员工甲' } }),
      [OrderPaths.complete]: () => ({ ...order, contacted: true }),
    });
    renderScreen(<PotentialOrderScreen />, { at: '/potential-order' });
    expect(await screen.findByText('Wireless charger', undefined, { timeout: 5000 })).toBeTruthy();
    for (const tab of ['All', 'Mine', 'Assigned', 'Not assigned'])
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect(screen.getByText('12.5')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Not assigned' }));
    await waitFor(() =>
      expect(bodiesOf(OrderPaths.list).at(-1)).toMatchObject({ scope: 'unassigned', pageNum: 1 }),
    );

    await chooseOption('Salesperson for Wireless charger', 'Staff A');
    await waitFor(() =>
      expect(bodiesOf(OrderPaths.assign)[0]).toMatchObject({ id: 'o1', employeeId: 'e-staff' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Complete order' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Mark this order as contacted?').length).toBeGreaterThan(0);
    expect(bodiesOf(OrderPaths.complete)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark contacted' }));
    await waitFor(() => expect(bodiesOf(OrderPaths.complete)[0]).toMatchObject({ id: 'o1' }));
  });

  it('shows an employee only their orders, without the lists or assignment, and an empty state', async () => {
    sessionStore.reset({ ...exhibitor(false), language: 'en' });
    mockApi({ [OrderPaths.list]: () => page([], false) });
    renderScreen(<PotentialOrderScreen />, { at: '/potential-order' });
    expect(await screen.findByText('No intent orders here', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/assigned to you/)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('/potential-order for a visitor', () => {
  it('lists the orders the visitor placed and whether they were contacted', async () => {
    sessionStore.reset({ ...visitor(), language: 'en' });
    const mine: MyIntentOrder = {
      id: 'o1',
      productId: 'p1',
      productName: '无线充电器',
      productNameEn: 'Wireless charger',
      productImage: '',
      exhibitorId: 'x1',
      exhibitorName: '甲公司',
      exhibitorNameEn: 'ACME',
      quantity: 3,
      remark: '',
      createdAt: '2026-11-24T02:00:00.000Z',
      contacted: true,
    };
    mockApi({ [OrderPaths.myList]: () => ({ list: [mine], total: 1, pageNum: 1, pageSize: 20 }) });
    renderScreen(<PotentialOrderScreen />, { at: '/potential-order' });
    expect(await screen.findByText('Wireless charger', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('ACME')).toBeTruthy();
    expect(screen.getByText('Contacted')).toBeTruthy();
  });
});
