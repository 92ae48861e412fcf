import { type MeetingAdmin, type NeedReview, OrganizerPaths, SourcingPaths } from '@openfair/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consolePage, organizerMe, setUpConsoleTests } from '../../test/organizer-console';
import { renderScreen } from '../../test/render';
import { bodiesOf, failure, mockApi } from '../../test/server';
import { OrganizerReviewsScreen } from './reviews-screen';
import { OrganizerSourcingScreen } from './sourcing-meetings-screen';

const meeting: MeetingAdmin = {
  id: 'm1',
  title: '消费电子采购对接会',
  titleEn: 'Electronics sourcing meeting',
  description: '',
  descriptionEn: '',
  place: '线上',
  placeEn: 'Online',
  startTime: '2026-12-10T02:00:00.000Z',
  endTime: '2026-12-10T04:00:00.000Z',
  deadline: '2026-12-08T02:00:00.000Z',
  sort: 0,
  stage: 'upcoming',
  open: true,
  cancelled: false,
  isDemo: false,
  needCount: 3,
  signCount: 2,
};

const need: NeedReview = {
  id: 'n1',
  meeting: {
    id: 'm1',
    title: meeting.title,
    titleEn: meeting.titleEn,
    startTime: meeting.startTime,
    endTime: meeting.endTime,
    deadline: meeting.deadline,
    stage: 'upcoming',
    open: true,
  },
  name: '张采购',
  email: 'buyer@example.test',
  website: '',
  companyName: '杭州采购有限公司',
  mobile: '13800000001',
  businessNature: 'retailer',
  product: '无线耳机',
  productImage: '',
  productImageUrl: '',
  certificates: 'CE',
  purchaseQuantity: 5000,
  unit: 'piece',
  supplierBusinessNature: 'manufacturer',
  supplierScale: 'medium',
  supplierRegion: '广东',
  other: '',
  expectedDate: '2026-12-31',
  status: 'pending',
  reason: '',
  submittedAt: '2026-11-24T02:00:00.000Z',
  reviewedAt: null,
  isDemo: false,
};

setUpConsoleTests();

describe('the sourcing meetings console', () => {
  it('lists the meetings with their stage and creates one in Beijing time', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('contentEditor'),
      [SourcingPaths.meetingList]: () => consolePage([meeting]),
      [SourcingPaths.meetingSave]: (body) => ({ ...meeting, id: 'm2', ...body }),
    });
    renderScreen(<OrganizerSourcingScreen />, { at: '/organizer/sourcing' });
    // The file's first render also loads antd's table and form code: give it longer than the default second.
    const row = (await screen.findByText('消费电子采购对接会', undefined, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('To start')).toBeTruthy();
    expect(within(row).getByText('3 needs · 2 sign-ups')).toBeTruthy();
    expect(within(row).getByText('2026-12-10 10:00 – 12:00')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /New meeting/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findAllByText('Please fill in this field.')).length).toBeGreaterThan(0);
    expect(bodiesOf(SourcingPaths.meetingSave)).toHaveLength(0);
    const fill = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill('Title (Chinese)', '家居采购对接会');
    fill('Title (English)', 'Homeware sourcing meeting');
    fill('Starts', '2026-12-20T10:00');
    fill('Ends', '2026-12-20T09:00');
    fill('Sign-up deadline', '2026-12-18T18:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'The end must be after the start, and the sign-up deadline cannot be after the start.',
      ),
    ).toBeTruthy();
    fill('Ends', '2026-12-20T12:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf(SourcingPaths.meetingSave)).toHaveLength(1));
    expect(bodiesOf(SourcingPaths.meetingSave)[0]).toMatchObject({
      title: '家居采购对接会',
      titleEn: 'Homeware sourcing meeting',
      startTime: '2026-12-20T10:00:00+08:00',
      endTime: '2026-12-20T12:00:00+08:00',
      deadline: '2026-12-18T18:00:00+08:00',
    });
  });

  it('cancels a meeting only after a confirmation', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('owner'),
      [SourcingPaths.meetingList]: () => consolePage([meeting]),
      [SourcingPaths.meetingCancel]: () => ({ ...meeting, cancelled: true, stage: 'cancelled' }),
    });
    renderScreen(<OrganizerSourcingScreen />, { at: '/organizer/sourcing' });
    await screen.findByText('消费电子采购对接会');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel meeting 消费电子采购对接会' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Cancel “消费电子采购对接会”?').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(bodiesOf(SourcingPaths.meetingCancel)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel meeting 消费电子采购对接会' }));
    const again = (await screen.findAllByRole('dialog')).at(-1)!;
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel meeting' }));
    await waitFor(() => expect(bodiesOf(SourcingPaths.meetingCancel)).toEqual([{ id: 'm1' }]));
  });

  it('tells a reviewer the role does not allow editing meetings', async () => {
    mockApi({ [OrganizerPaths.me]: () => organizerMe('reviewer') });
    renderScreen(<OrganizerSourcingScreen />, { at: '/organizer/sourcing' });
    expect(await screen.findByText('Your organizer role does not allow this.')).toBeTruthy();
    expect(bodiesOf(SourcingPaths.meetingList)).toHaveLength(0);
  });

  it('shows a load error with a retry', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('owner'),
      [SourcingPaths.meetingList]: () => failure(1001, 'broken'),
    });
    renderScreen(<OrganizerSourcingScreen />, { at: '/organizer/sourcing' });
    expect(await screen.findByText('The list could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the sourcing review queues', () => {
  it('approves a buyer need after a confirmation and rejects only with a reason', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('reviewer'),
      [SourcingPaths.needReviewList]: () => consolePage([need]),
      [SourcingPaths.needReviewDecide]: (body) => ({
        ...need,
        status: body.decision === 'approve' ? 'approved' : 'rejected',
      }),
    });
    renderScreen(<OrganizerReviewsScreen />, {
      at: '/organizer/reviews?queue=sourcingNeeds',
      route: '/organizer/reviews',
    });
    const row = (await screen.findByText('张采购')).closest('tr')!;
    expect(bodiesOf(SourcingPaths.needReviewList)[0]).toMatchObject({ status: 'pending', keyword: '' });
    expect(within(row).getByText(/无线耳机 · 5,000 pieces/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Please give a reason for the rejection; the applicant will see it.'),
    ).toBeTruthy();
    expect(bodiesOf(SourcingPaths.needReviewDecide)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const approve = await screen.findByRole('dialog');
    fireEvent.click(within(approve).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(bodiesOf(SourcingPaths.needReviewDecide)).toEqual([
        { id: 'n1', decision: 'approve', reason: '' },
      ]),
    );
  });
});
