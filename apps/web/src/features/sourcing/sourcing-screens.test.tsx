import {
  ExhibitPaths,
  type Meeting,
  type MeetingPage,
  type Need,
  RegistrationPaths,
  type Sign,
  SourcingPaths,
  type SourcingViewer,
} from '@openfair/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { sessionStore } from '../../lib/session-store';
import { anonymous, exhibitor, testConfig, visitor } from '../../test/fixtures';
import { currentLocation, renderScreen } from '../../test/render';
import { bodiesOf, mockApi } from '../../test/server';
import { MeetingListScreen } from './meeting-list-screen';
import { ProcurementDockingScreen } from './procurement-docking-screen';
import { PurchaseMeetingScreen } from './purchase-meeting-screen';

const meeting: Meeting = {
  id: 'm1',
  title: '消费电子采购对接会',
  titleEn: 'Electronics sourcing meeting',
  description: '与海外买家对接',
  descriptionEn: 'Meet overseas buyers',
  place: '线上',
  placeEn: 'Online room',
  startTime: '2026-12-10T02:00:00.000Z',
  endTime: '2026-12-10T04:00:00.000Z',
  deadline: '2026-12-08T02:00:00.000Z',
  sort: 0,
  stage: 'upcoming',
  open: true,
  mine: null,
};

const viewerOf = (patch: Partial<SourcingViewer>): SourcingViewer => ({
  role: 'guest',
  registered: false,
  upgraded: false,
  admin: false,
  ...patch,
});
const page = (viewer: SourcingViewer, list: Meeting[] = [meeting]): MeetingPage => ({
  list,
  total: list.length,
  pageNum: 1,
  pageSize: 10,
  viewer,
});

const {
  mine: _mine,
  description: _d,
  descriptionEn: _de,
  place: _p,
  placeEn: _pe,
  sort: _s,
  ...ref
} = meeting;
const need: Need = {
  id: 'n1',
  meeting: ref,
  name: 'Li Lei',
  email: 'li@example.test',
  website: '',
  companyName: 'Li Trading',
  mobile: '13800000001',
  businessNature: 'retailer',
  product: 'Wireless earphones',
  productImage: '',
  productImageUrl: '',
  certificates: 'CE',
  purchaseQuantity: 5000,
  unit: 'piece',
  supplierBusinessNature: 'manufacturer',
  supplierScale: 'medium',
  supplierRegion: '',
  other: '',
  expectedDate: '2026-12-31',
  status: 'rejected',
  reason: 'Quantity unclear',
  submittedAt: '2026-11-24T02:00:00.000Z',
  reviewedAt: '2026-11-24T03:00:00.000Z',
};

const sign: Sign = {
  id: 's1',
  meeting: ref,
  exhibitorId: 'e-1',
  exhibitorName: '甲公司',
  exhibitorNameEn: 'ACME',
  boothNumber: '3F-A12',
  contactName: 'Wang',
  contactMobile: '13900000002',
  products: [{ id: 'p1', name: '耳机', nameEn: 'Earphones', image: '' }],
  status: 'approved',
  reason: '',
  submittedAt: '2026-11-24T02:00:00.000Z',
  reviewedAt: '2026-11-24T03:00:00.000Z',
};

const emptyPage = { list: [], total: 0, pageNum: 1, pageSize: 10 };

beforeAll(() => initI18n('en'));
beforeEach(() => setRuntimeConfig(testConfig));

describe('/procurementDocking', () => {
  it('invites a guest to log in', async () => {
    sessionStore.reset({ ...anonymous, language: 'en' });
    mockApi({ [SourcingPaths.querySourcingPage]: () => page(viewerOf({})) });
    renderScreen(<ProcurementDockingScreen />, { at: '/procurementDocking' });
    // The file's first render also loads antd's code: give it longer than the default second.
    expect(
      await screen.findByText('Electronics sourcing meeting', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('To start')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in to take part' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
  });

  it('sends a registered visitor to the need form of the meeting', async () => {
    sessionStore.reset({ ...visitor(), language: 'en' });
    mockApi({
      [SourcingPaths.querySourcingPage]: () => page(viewerOf({ role: 'visitor', registered: true })),
    });
    renderScreen(<ProcurementDockingScreen />, { at: '/procurementDocking' });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit a sourcing need' }));
    await waitFor(() => expect(currentLocation()).toBe('/purchaseMeeting?meeting=m1'));
    expect(bodiesOf(SourcingPaths.querySourcingPage)[0]).toMatchObject({ scope: 'current', pageNum: 1 });
  });

  it('tells a basic-package exhibitor why it cannot sign up, and shows its own status otherwise', async () => {
    sessionStore.reset({ ...exhibitor(true), language: 'en' });
    mockApi({
      [SourcingPaths.querySourcingPage]: () =>
        page(viewerOf({ role: 'exhibitor', admin: true }), [
          meeting,
          { ...meeting, id: 'm2', titleEn: 'Past signed', mine: { id: 's1', status: 'pending', reason: '' } },
        ]),
    });
    renderScreen(<ProcurementDockingScreen />, { at: '/procurementDocking' });
    expect(
      await screen.findByText('Only upgraded-package exhibitors can sign up for sourcing meetings.'),
    ).toBeTruthy();
    expect(screen.getByText('Under review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
  });

  it('says when there is no past meeting', async () => {
    sessionStore.reset({ ...anonymous, language: 'en' });
    mockApi({ [SourcingPaths.querySourcingPage]: () => page(viewerOf({}), []) });
    renderScreen(<ProcurementDockingScreen />, {
      at: '/procurementDocking?scope=past',
      route: '/procurementDocking',
    });
    expect(await screen.findByText('No sourcing meeting has taken place yet.')).toBeTruthy();
    expect(bodiesOf(SourcingPaths.querySourcingPage)[0]).toMatchObject({ scope: 'past' });
  });
});

describe('/purchaseMeeting', () => {
  beforeEach(() => sessionStore.reset({ ...visitor(), language: 'en' }));

  const api = (needs: Need[] = []) => ({
    [SourcingPaths.querySourcingPage]: () => page(viewerOf({ role: 'visitor', registered: true })),
    [RegistrationPaths.getVisitor]: () => ({
      name: 'Li Lei',
      company: 'Li Trading',
      email: 'li@example.test',
      mobile: '13800000001',
      website: 'https://li.example.test',
      businessNature: 'retailer',
    }),
    [SourcingPaths.queryVisitorPage]: () => ({ ...emptyPage, list: needs, total: needs.length }),
    [SourcingPaths.saveVisitorNeeds]: () => ({ ...need, status: 'pending', reason: '' }),
    [SourcingPaths.deleteVisitorNeeds]: () => null,
  });

  it('starts from the profile, checks the fields in the reader language and submits the need', async () => {
    mockApi(api());
    renderScreen(<PurchaseMeetingScreen />, { at: '/purchaseMeeting?meeting=m1', route: '/purchaseMeeting' });
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.value).toBe('li@example.test');
    expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe('Li Trading');
    expect(screen.getByText(/shared with the exhibitors approved for that meeting/)).toBeTruthy();
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect((await screen.findAllByText('Please fill in this field.')).length).toBeGreaterThan(0);
    expect(await screen.findByText(/correct email/i)).toBeTruthy();
    expect(bodiesOf(SourcingPaths.saveVisitorNeeds)).toHaveLength(0);

    fireEvent.change(email, { target: { value: 'li@example.test' } });
    fireEvent.change(screen.getByLabelText('Product you are sourcing'), { target: { value: 'Earphones' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Purchase quantity' }), {
      target: { value: '3000' },
    });
    fireEvent.change(screen.getByLabelText('Expected date'), { target: { value: '2027-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(bodiesOf(SourcingPaths.saveVisitorNeeds)).toHaveLength(1));
    expect(bodiesOf(SourcingPaths.saveVisitorNeeds)[0]).toMatchObject({
      meetingId: 'm1',
      product: 'Earphones',
      purchaseQuantity: 3000,
      unit: 'piece',
      email: 'li@example.test',
      businessNature: 'retailer',
      expectedDate: '2027-01-31',
      productImage: '',
    });
  });

  it('shows a failed need with its reason and deletes it only after a confirmation', async () => {
    mockApi(api([need]));
    renderScreen(<PurchaseMeetingScreen />, { at: '/purchaseMeeting' });
    const item = (await screen.findByText(/Wireless earphones/)).closest('li') as HTMLElement;
    expect(within(item).getByText('Not passed')).toBeTruthy();
    expect(within(item).getByText('Reason: Quantity unclear')).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Delete Wireless earphones' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(bodiesOf(SourcingPaths.deleteVisitorNeeds)).toHaveLength(0);
    fireEvent.click(within(item).getByRole('button', { name: 'Delete Wireless earphones' }));
    const again = (await screen.findAllByRole('dialog')).at(-1)!;
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodiesOf(SourcingPaths.deleteVisitorNeeds)).toEqual([{ id: 'n1' }]));
  });

  it('tells an unregistered visitor to complete registration instead of showing the form', async () => {
    mockApi({ ...api(), [SourcingPaths.querySourcingPage]: () => page(viewerOf({ role: 'visitor' })) });
    renderScreen(<PurchaseMeetingScreen />, { at: '/purchaseMeeting' });
    expect(
      await screen.findByText('Please complete your registration before submitting a sourcing need.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });
});

describe('/meetingList', () => {
  beforeEach(() => sessionStore.reset({ ...exhibitor(true), language: 'en' }));

  it('signs an upgraded company up with picked exhibits, and shows the buyers once approved', async () => {
    mockApi({
      [SourcingPaths.querySourcingPage]: () =>
        page(viewerOf({ role: 'exhibitor', upgraded: true, admin: true })),
      [SourcingPaths.queryExhibitorSignPage]: () => ({ ...emptyPage, list: [sign], total: 1 }),
      [ExhibitPaths.productList]: () => ({
        ...emptyPage,
        list: [
          {
            id: 'p1',
            name: '耳机',
            nameEn: 'Earphones',
            thumbnail: '',
            category: '',
            scope: 0,
            sort: 0,
            salePrice: null,
            minOrder: 1,
            articleNumber: '',
            createdAt: '2026-11-01T00:00:00.000Z',
          },
        ],
        total: 1,
      }),
      [SourcingPaths.saveExhibitorSign]: () => ({ ...sign, status: 'pending' }),
      [SourcingPaths.queryVisitorPage]: () => ({
        ...emptyPage,
        list: [{ ...need, status: 'approved' }],
        total: 1,
      }),
    });
    renderScreen(<MeetingListScreen />, { at: '/meetingList' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up Electronics sourcing meeting' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(await within(dialog).findByText('Please pick at least one exhibit.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Booth number'), { target: { value: '3F-A12' } });
    fireEvent.change(within(dialog).getByLabelText('Contact person'), { target: { value: 'Wang' } });
    fireEvent.change(within(dialog).getByLabelText('Contact mobile'), { target: { value: '13900000002' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find(
        (el) => el.textContent === 'Earphones',
      );
      if (!found) throw new Error('no option');
      return found;
    });
    fireEvent.click(option);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(bodiesOf(SourcingPaths.saveExhibitorSign)).toEqual([
        {
          meetingId: 'm1',
          boothNumber: '3F-A12',
          contactName: 'Wang',
          contactMobile: '13900000002',
          productIds: ['p1'],
        },
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: "See buyers' needs" }));
    expect(await screen.findByText(/Wireless earphones · 5,000 pieces/)).toBeTruthy();
    expect(bodiesOf(SourcingPaths.queryVisitorPage)[0]).toMatchObject({ meetingId: 'm1' });
  });

  it('tells a basic-package exhibitor it cannot sign up', async () => {
    mockApi({
      [SourcingPaths.querySourcingPage]: () => page(viewerOf({ role: 'exhibitor', admin: true })),
      [SourcingPaths.queryExhibitorSignPage]: () => emptyPage,
    });
    renderScreen(<MeetingListScreen />, { at: '/meetingList' });
    expect(
      await screen.findByText('Only upgraded-package exhibitors can sign up for sourcing meetings.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Sign up/ })).toBeNull();
    expect(
      await screen.findByText('Your company has not signed up for a sourcing meeting yet.'),
    ).toBeTruthy();
  });
});
