import {
  LivePaths,
  type LiveReview,
  OrganizerPaths,
  type RegistrationReview,
  ReviewPaths,
} from '@openfair/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consolePage, organizerMe, setUpConsoleTests } from '../../test/organizer-console';
import { renderScreen } from '../../test/render';
import { bodiesOf, mockApi } from '../../test/server';
import { OrganizerReviewsScreen } from './reviews-screen';

const waiting: RegistrationReview = {
  id: 'v1',
  name: '王审核',
  nameEn: 'Wang Shenhe',
  company: '杭州审核贸易有限公司',
  companyEn: 'Hangzhou Review Trading',
  position: '采购总监',
  positionEn: 'Purchasing director',
  email: 'wang@example.test',
  emailVerified: true,
  mobile: '',
  mobileVerified: false,
  countryCode: 'CN',
  businessNature: 'RETAILER',
  purchaseCategories: ['electronics'],
  website: '',
  isDemo: false,
  status: 'pending',
  reason: '',
  submittedAt: '2026-11-24T02:00:00.000Z',
  reviewedAt: null,
};

setUpConsoleTests();

describe('the review queues', () => {
  it('rejects a registration only with a reason, and sends that reason', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('reviewer'),
      [ReviewPaths.registrationList]: () => consolePage([waiting]),
      [ReviewPaths.registrationDecide]: (body) => ({ ...waiting, status: 'rejected', reason: body.reason }),
    });
    renderScreen(<OrganizerReviewsScreen />, { at: '/organizer/reviews' });
    // The file's first render also loads antd's table and form code: give it longer than the default second.
    const row = (await screen.findByText('王审核', undefined, { timeout: 5000 })).closest('tr')!;
    expect(bodiesOf(ReviewPaths.registrationList)[0]).toMatchObject({ status: 'pending', keyword: '' });
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reject 王审核')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await within(dialog).findByText('Please give a reason for the rejection; the applicant will see it.'),
    ).toBeTruthy();
    expect(bodiesOf(ReviewPaths.registrationDecide)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'The company does not exist' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(bodiesOf(ReviewPaths.registrationDecide)).toEqual([
        { id: 'v1', decision: 'reject', reason: 'The company does not exist' },
      ]),
    );
  });

  it('approves after a confirmation', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('owner'),
      [ReviewPaths.registrationList]: (body) =>
        body.status === 'rejected'
          ? consolePage([{ ...waiting, id: 'v2', status: 'rejected', reason: 'Not a buyer' }])
          : consolePage([waiting]),
      [ReviewPaths.registrationDecide]: () => ({ ...waiting, status: 'approved' }),
    });
    renderScreen(<OrganizerReviewsScreen />, { at: '/organizer/reviews' });
    const row = (await screen.findByText('王审核')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve 王审核?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(bodiesOf(ReviewPaths.registrationDecide)).toEqual([
        { id: 'v1', decision: 'approve', reason: '' },
      ]),
    );
  });

  it('shows decided registrations with their reason when asked by the address', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('owner'),
      [ReviewPaths.registrationList]: () =>
        consolePage([{ ...waiting, id: 'v2', status: 'rejected', reason: 'Not a buyer' }]),
    });
    renderScreen(<OrganizerReviewsScreen />, {
      at: '/organizer/reviews?status=rejected',
      route: '/organizer/reviews',
    });
    expect(await screen.findByText('Reason: Not a buyer')).toBeTruthy();
    expect(bodiesOf(ReviewPaths.registrationList)[0]).toMatchObject({ status: 'rejected' });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('tells a content editor the role does not allow reviews', async () => {
    mockApi({ [OrganizerPaths.me]: () => organizerMe('contentEditor') });
    renderScreen(<OrganizerReviewsScreen />, { at: '/organizer/reviews' });
    expect(await screen.findByText('Your organizer role does not allow this.')).toBeTruthy();
    expect(bodiesOf(ReviewPaths.registrationList)).toHaveLength(0);
  });

  it('shows a live with its company, scope and products, and approves the version the reviewer saw', async () => {
    const live: LiveReview = {
      id: 'l1',
      name: '春季新品发布',
      nameEn: 'Spring launch',
      cover: '/media/cover.png',
      intro: '新品介绍',
      startTime: '2026-12-01T02:00:00.000Z',
      endTime: '2026-12-01T04:00:00.000Z',
      scope: 1,
      liveState: 1,
      exhibitorId: 'e1',
      companyName: '甲公司',
      companyNameEn: 'A Company',
      products: [{ id: 'p1', name: '耳机', nameEn: 'Headphones', image: '' }],
      isDemo: false,
      status: 'pending',
      reason: '',
      submittedAt: '2026-11-28T01:02:03.456Z',
      reviewedAt: null,
    };
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('reviewer'),
      [LivePaths.reviewList]: () => consolePage([live]),
      [LivePaths.reviewDecide]: () => ({ ...live, status: 'approved' }),
    });
    renderScreen(<OrganizerReviewsScreen />, {
      at: '/organizer/reviews?queue=lives',
      route: '/organizer/reviews',
    });
    const row = (await screen.findByText('Spring launch', undefined, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('A Company')).toBeTruthy();
    expect(within(row).getByText('Client pool only')).toBeTruthy();
    expect(within(row).getByText('Headphones')).toBeTruthy();
    expect(bodiesOf(LivePaths.reviewList)[0]).toMatchObject({ status: 'pending' });
    expect(bodiesOf(ReviewPaths.registrationList)).toHaveLength(0);
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(bodiesOf(LivePaths.reviewDecide)).toEqual([
        { id: 'l1', decision: 'approve', reason: '', submittedAt: '2026-11-28T01:02:03.456Z' },
      ]),
    );
  });
});
