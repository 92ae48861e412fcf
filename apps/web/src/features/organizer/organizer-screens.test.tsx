import { type OrganizerExhibitor, OrganizerPaths, type OrganizerRole } from '@openfair/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { organizerMe, setUpConsoleTests } from '../../test/organizer-console';
import { renderScreen } from '../../test/render';
import { bodiesOf, mockApi } from '../../test/server';
import { OrganizerExhibitorsScreen } from './exhibitors-screen';
import { OrganizerFairScreen } from './fair-screen';
import { OrganizerHomeScreen } from './organizer-home-screen';

const made: OrganizerExhibitor = {
  id: 'e1',
  code: 'ABCD2345',
  name: 'Yuanhang Textiles',
  nameEn: '',
  package: 'basic',
  floor: '7F',
  boothNumber: '7F-B29',
  boothArea: '',
  createdAt: '2026-11-24T00:00:00.000Z',
};

const glance = {
  exhibitors: 1234,
  upgradedExhibitors: 56,
  products: 98765,
  registeredVisitors: 4321,
  newVisitorsThisWeek: 321,
  pendingRegistrations: 7,
  pendingVip: 0,
  vipBuyers: 12,
  publishedArticles: 9,
  banners: 3,
};

function serve(role: OrganizerRole) {
  mockApi({
    [OrganizerPaths.me]: () => organizerMe(role),
    [OrganizerPaths.dashboard]: () => glance,
    [OrganizerPaths.exhibitorList]: () => ({ list: [], total: 0, pageNum: 1, pageSize: 20 }),
    [OrganizerPaths.exhibitorCreate]: () => ({ exhibitor: made, initialPassword: 'Kp7#mZ2q' }),
  });
}

setUpConsoleTests();

describe('the organizer console', () => {
  it('offers an owner every section of the console', async () => {
    serve('owner');
    renderScreen(<OrganizerHomeScreen />);
    await screen.findByText('Welcome, Fair office');
    const sections = screen.getByRole('region', { name: 'Your work in this console' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual([
      '/organizer/fair',
      '/organizer/questionnaire',
      '/organizer/exhibitors',
      '/organizer/reviews',
      '/organizer/content/banners',
      '/organizer/content/news',
      '/organizer/content/notices',
      '/organizer/staff',
      '/organizer/audit-log',
    ]);
  });

  it('shows the fair at a glance; waiting reviews link to their queue for those who review', async () => {
    serve('reviewer');
    renderScreen(<OrganizerHomeScreen />);
    const figures = await screen.findByRole('region', { name: 'The fair at a glance' });
    expect(await within(figures).findByText('98,765')).toBeTruthy();
    const waiting = within(figures).getByRole('link', { name: 'Registrations to review: 7, open the queue' });
    expect(waiting.getAttribute('href')).toBe('/organizer/reviews');
    // Nothing waits for VIP review: a number, not a link.
    expect(within(figures).queryByRole('link', { name: /VIP applications to review/ })).toBeNull();
  });

  it('offers a reviewer the reviews only', async () => {
    serve('reviewer');
    renderScreen(<OrganizerHomeScreen />);
    await screen.findByText(/Your role: Reviewer/);
    const sections = screen.getByRole('region', { name: 'Your work in this console' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/organizer/reviews']);
  });

  it('tells a reviewer their role does not allow the exhibitors screen', async () => {
    serve('reviewer');
    renderScreen(<OrganizerExhibitorsScreen />);
    await screen.findByText('Your organizer role does not allow this.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks for the administrator’s email or mobile, then shows the initial password once', async () => {
    serve('owner');
    renderScreen(<OrganizerExhibitorsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: /Create an exhibitor$/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Company name'), {
      target: { value: 'Yuanhang Textiles' },
    });
    fireEvent.change(within(dialog).getByLabelText("Administrator's name"), { target: { value: 'Wang' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    expect(
      (await within(dialog).findAllByText('Please enter an email or a mobile number.')).length,
    ).toBeGreaterThan(0);
    expect(bodiesOf(OrganizerPaths.exhibitorCreate)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Mobile'), { target: { value: '13912345678' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(bodiesOf(OrganizerPaths.exhibitorCreate)).toHaveLength(1));
    expect(bodiesOf(OrganizerPaths.exhibitorCreate)[0]).toMatchObject({
      name: 'Yuanhang Textiles',
      package: 'basic',
      admin: { name: 'Wang', mobile: '13912345678' },
    });
    expect((await screen.findByTestId('initial-password')).textContent).toBe('Kp7#mZ2q');
    fireEvent.click(screen.getByRole('button', { name: 'I have noted it' }));
    await waitFor(() => expect(screen.queryByTestId('initial-password')).toBeNull());
  });

  const fairOf = () => ({
    name: 'OpenFair 2026',
    nameEn: 'OpenFair 2026',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    visitorOpen: true,
    actorOpen: true,
    visitorClosedNotice: '观众入口暂未开放',
    visitorClosedNoticeEn: 'Visitors may enter soon.',
    actorClosedNotice: '展商入口暂未开放',
    actorClosedNoticeEn: 'Exhibitors may enter soon.',
    touristProductLimit: 20,
    configSwitch: {
      visitorDelay: false,
      secondInfo: false,
      hideElement: false,
      dockingMeeting: false,
      registrationOnly: false,
      singleStepRegistration: false,
    },
    settingsFlags: { noAction: false, noActor: false, onlayReg: false, onlayReg2: false },
  });

  it('keeps the closed notices when an open fair is saved', async () => {
    const fair = fairOf();
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('owner'),
      [OrganizerPaths.fairGet]: () => fair,
      [OrganizerPaths.fairUpdate]: (body) => body,
    });
    renderScreen(<OrganizerFairScreen />);
    // The notices are only edited while a side is closed...
    await screen.findByRole('switch', { name: 'Open to visitors' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    // ...but saving keeps them for the next closing.
    await waitFor(() => expect(bodiesOf(OrganizerPaths.fairUpdate)).toHaveLength(1));
    expect(bodiesOf(OrganizerPaths.fairUpdate)[0]).toMatchObject({
      visitorClosedNotice: '观众入口暂未开放',
      visitorClosedNoticeEn: 'Visitors may enter soon.',
      actorClosedNoticeEn: 'Exhibitors may enter soon.',
    });
  });

  it('asks once more before closing the whole platform, and saves the flag only then', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('owner'),
      [OrganizerPaths.fairGet]: () => fairOf(),
      [OrganizerPaths.fairUpdate]: (body) => body,
    });
    renderScreen(<OrganizerFairScreen />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Close the platform' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('Close the platform for everyone?').length).toBeGreaterThan(0);
    expect(bodiesOf(OrganizerPaths.fairUpdate)).toHaveLength(0);
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Close the platform' }));
    });
    await waitFor(() => expect(bodiesOf(OrganizerPaths.fairUpdate)).toHaveLength(1));
    expect(bodiesOf(OrganizerPaths.fairUpdate)[0]).toMatchObject({
      settingsFlags: { noAction: true, noActor: false, onlayReg: false, onlayReg2: false },
    });
  });
});
