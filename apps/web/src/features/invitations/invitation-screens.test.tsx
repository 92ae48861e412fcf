import {
  type ApiKey,
  type Contact,
  type EmailInvitation,
  ExhibitorPaths,
  InvitationPaths,
  type InviteRequest,
} from '@openfair/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { sessionStore } from '../../lib/session-store';
import { exhibitor, testConfig, visitor } from '../../test/fixtures';
import { renderScreen } from '../../test/render';
import { bodiesOf, failure, mockApi } from '../../test/server';
import { InvitationCodeScreen } from './invitation-code-screen';
import { InviteHistoryScreen } from './invite-history-screen';
import { InviteScreen } from './invite-screen';
import { InviteSendScreen } from './invite-send-screen';

const contact: Contact = {
  id: 'c1',
  visitorId: 'v1',
  name: 'Li Lei',
  company: 'Li Trading',
  position: 'Buyer',
  source: 'INVITE_CODE',
  joinedAt: '2026-11-24T02:00:00.000Z',
  employee: null,
};
const counts = {
  total: 1,
  bySource: { INVITE_CODE: 1 },
  distributed: 0,
  invited: 20,
  registered: 1,
  pendingRequests: 2,
};
const request: InviteRequest = {
  id: 'r1',
  exhibitorId: 'x1',
  exhibitorName: '甲公司',
  exhibitorNameEn: 'ACME',
  visitorId: 'v1',
  visitorName: 'Li Lei',
  visitorCompany: 'Li Trading',
  productId: 'p1',
  productName: '限定款',
  productNameEn: 'Limited edition',
  message: 'Samples please',
  status: 'PENDING',
  createdAt: '2026-11-24T02:00:00.000Z',
  confirmedAt: null,
};
const pageOf = <T,>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 20 });

beforeAll(() => initI18n('en'));
beforeEach(() => setRuntimeConfig(testConfig));

describe('/invitationCode', () => {
  it('shows the code, the counts and the pool; removing a client needs a confirmation', async () => {
    sessionStore.reset({ ...exhibitor(true), language: 'en' });
    mockApi({
      [InvitationPaths.poolCode]: () => ({ code: 'ABCD2345EF' }),
      [InvitationPaths.getNum]: () => counts,
      [InvitationPaths.contactList]: () => ({ ...pageOf([contact]), admin: true }),
      [ExhibitorPaths.employeeList]: () => ({ list: [], total: 0, pageNum: 1, pageSize: 100 }),
      [InvitationPaths.deleteContact]: () => ({ count: 1 }),
    });
    renderScreen(<InvitationCodeScreen />, { at: '/invitationCode' });
    expect(await screen.findByText('ABCD2345EF', undefined, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Li Lei')).toBeTruthy();
    expect(screen.getByText('Invitation code', { selector: '.ant-tag' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(bodiesOf(InvitationPaths.deleteContact)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(bodiesOf(InvitationPaths.deleteContact)[0]).toMatchObject({ ids: ['c1'] }));
  });

  it('offers an employee neither removal nor replacing the code, and says when the pool is empty', async () => {
    sessionStore.reset({ ...exhibitor(false), language: 'en' });
    mockApi({
      [InvitationPaths.poolCode]: () => ({ code: 'ABCD2345EF' }),
      [InvitationPaths.getNum]: () => counts,
      [InvitationPaths.contactList]: () => ({ ...pageOf([]), admin: false }),
    });
    renderScreen(<InvitationCodeScreen />, { at: '/invitationCode' });
    expect(await screen.findByText(/No clients yet/, undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Replace the code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});

describe('/inviteSend', () => {
  it('sends typed addresses and reports refused ones by row', async () => {
    sessionStore.reset({ ...exhibitor(false), language: 'en' });
    mockApi({
      [InvitationPaths.sendEmail]: () => ({
        sent: 1,
        valid: 1,
        rejected: [{ row: 2, email: 'x@y.test', problems: ['This address already has an account'] }],
      }),
    });
    renderScreen(<InviteSendScreen />, { at: '/inviteSend' });
    const email = await screen.findByLabelText('E-mail 1', undefined, { timeout: 5000 });
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('The e-mail address is not valid')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'buyer@example.test' } });
    // an optional mobile sends the same invitation by SMS; a bad one is refused before anything is sent
    const mobile = screen.getByLabelText('Mobile 1 (optional, SMS)');
    fireEvent.change(mobile, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(
      await screen.findByText('The mobile number is not valid (11 digits, mainland China)'),
    ).toBeTruthy();
    fireEvent.change(mobile, { target: { value: '139 0000 0001' } });
    fireEvent.click(screen.getByRole('button', { name: /Add a person \(up to 20\)/ }));
    fireEvent.change(await screen.findByLabelText('E-mail 2'), { target: { value: 'x@y.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('1 invitation sent')).toBeTruthy();
    expect(screen.getByText('Row 2:')).toBeTruthy();
    expect(bodiesOf(InvitationPaths.sendEmail)[0]).toMatchObject({
      list: [
        { name: '', email: 'buyer@example.test', mobile: '13900000001' },
        { name: '', email: 'x@y.test', mobile: '' },
      ],
    });
  });
});

describe("/inviteSend, keys of the company's own system", () => {
  it('lets an administrator make a key shown once, with a call example, and revoke it after a confirmation', async () => {
    sessionStore.reset({ ...exhibitor(true), language: 'en' });
    const made: ApiKey = {
      id: 'k1',
      name: 'CRM',
      prefix: 'ofk_AbCdEf',
      createdAt: '2026-11-28T02:00:00.000Z',
      lastUsedAt: null,
      revokedAt: null,
    };
    let keys: ApiKey[] = [];
    mockApi({
      [InvitationPaths.apiKeyList]: () => ({ list: keys }),
      [InvitationPaths.apiKeyCreate]: () => {
        keys = [made];
        return { ...made, key: 'ofk_AbCdEf-the-whole-secret' };
      },
      [InvitationPaths.apiKeyRevoke]: () => {
        keys = [{ ...made, revokedAt: '2026-11-28T03:00:00.000Z' }];
        return keys[0];
      },
    });
    renderScreen(<InviteSendScreen />, { at: '/inviteSend' });
    fireEvent.click(await screen.findByRole('tab', { name: 'From your own system' }, { timeout: 5000 }));
    expect(await screen.findByText('No keys yet', undefined, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Key name'), { target: { value: 'CRM' } });
    fireEvent.click(screen.getByRole('button', { name: /Make a key/ }));
    expect(await screen.findByText('ofk_AbCdEf-the-whole-secret')).toBeTruthy();
    expect(screen.getByText(/Authorization: ApiKey ofk_AbCdEf-the-whole-secret/)).toBeTruthy();
    expect(bodiesOf(InvitationPaths.apiKeyCreate)[0]).toMatchObject({ name: 'CRM' });
    // the list shows the key's first characters only
    expect(await screen.findByText('ofk_AbCdEf…')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Revoke the key "CRM"?').length).toBeGreaterThan(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoked')).toBeTruthy();
    expect(bodiesOf(InvitationPaths.apiKeyRevoke)[0]).toMatchObject({ id: 'k1' });
  });

  it('offers employees who are not administrators no keys', async () => {
    sessionStore.reset({ ...exhibitor(false), language: 'en' });
    mockApi({});
    renderScreen(<InviteSendScreen />, { at: '/inviteSend' });
    await screen.findByRole('tab', { name: 'From Excel' }, { timeout: 5000 });
    expect(screen.queryByRole('tab', { name: 'From your own system' })).toBeNull();
  });
});

describe('/invitehistory', () => {
  it('lists invitations with their registration and source, filtered by status', async () => {
    sessionStore.reset({ ...exhibitor(false), language: 'en' });
    const sent: EmailInvitation = {
      id: 'i1',
      name: 'Buyer 7',
      email: 'buyer7@example.test',
      mobile: '13900000007',
      invitedAt: '2026-11-24T02:00:00.000Z',
      registeredAt: '2026-11-24T03:00:00.000Z',
      registered: true,
      sourceType: 'INVITATION',
    };
    mockApi({ [InvitationPaths.sentList]: () => pageOf([sent]) });
    renderScreen(<InviteHistoryScreen />, {
      at: '/invitehistory?status=registered',
      route: '/invitehistory',
    });
    expect(await screen.findByText('buyer7@example.test', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Registered', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByText('E-mail invitation')).toBeTruthy();
    expect(screen.getByText('13900000007')).toBeTruthy();
    expect(bodiesOf(InvitationPaths.sentList)[0]).toMatchObject({ status: 'registered' });
  });
});

describe('/invite', () => {
  it('lets a visitor join a pool with a code and shows their requests', async () => {
    sessionStore.reset({ ...visitor(), language: 'en' });
    mockApi({
      [InvitationPaths.inviteRecordList]: () => pageOf([request]),
      [InvitationPaths.addByInviteCode]: (body) =>
        body.code === 'ABCD2345EF'
          ? { exhibitorId: 'x1', exhibitorName: '甲公司', exhibitorNameEn: 'ACME', alreadyMember: false }
          : failure(1011, 'Invitation code error'),
    });
    renderScreen(<InviteScreen />, { at: '/invite' });
    expect(await screen.findByText('ACME', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Waiting')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Invitation code'), { target: { value: 'ABCD2345EF' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You are now a client of ACME')).toBeTruthy();
  });

  it('lets exhibitor staff approve a request after a confirmation', async () => {
    sessionStore.reset({ ...exhibitor(false), language: 'en' });
    mockApi({
      [InvitationPaths.inviteRecordList]: () => pageOf([request]),
      [InvitationPaths.confirmInviteRecord]: () => ({ ...request, status: 'CONFIRMED' }),
    });
    renderScreen(<InviteScreen />, { at: '/invite' });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(bodiesOf(InvitationPaths.confirmInviteRecord)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(bodiesOf(InvitationPaths.confirmInviteRecord)[0]).toMatchObject({ id: 'r1' }));
  });
});
