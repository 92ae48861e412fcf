import { afterEach, describe, expect, it } from 'vitest';
import { initialSessionState, sessionStore } from '../../lib/session-store';
import {
  captureInvitationSource,
  clearInvitationSource,
  invitationSourceForRequest,
  parseInvitationSource,
  readInvitationToken,
} from './invitation-source';

const url = (query: string) => new URL(`http://localhost/register/email/0${query}`);

afterEach(() => {
  sessionStore.reset();
  sessionStorage.clear();
});

describe('invitation source of a link', () => {
  it('reads exhibitor, employee, email and source type', () => {
    expect(
      parseInvitationSource(url('?exhibitorId=e1&employeeId=a7&email=li%40x.cn&sourceType=INVITE')),
    ).toEqual({
      invitationSource: { exhibitorId: 'e1', exhibitorEmployeeUserAccountId: 'a7', email: 'li@x.cn' },
      inviteType: 'INVITE',
      invitationToken: '',
    });
  });

  it('accepts every source type of the contract, in any case, and drops unknown ones', () => {
    for (const type of [
      'CARD',
      'INVITATION',
      'INVITE_CODE',
      'DISTRIBUTION',
      'NEWCUSTOMER',
      'INVITE_CODE_LIVE',
    ]) {
      expect(parseInvitationSource(url(`?sourceType=${type.toLowerCase()}`))?.inviteType).toBe(type);
    }
    expect(parseInvitationSource(url('?exhibitorId=e1&sourceType=HACK'))?.inviteType).toBe('');
  });

  it('is no invitation without exhibitor, employee, source type or token (an email alone is not)', () => {
    expect(parseInvitationSource(url(''))).toBeNull();
    expect(parseInvitationSource(url('?email=li%40x.cn'))).toBeNull();
    expect(parseInvitationSource(url('?sourceType=NOPE'))).toBeNull();
  });

  it('bounds the lengths', () => {
    const long = 'x'.repeat(300);
    const parsed = parseInvitationSource(url(`?exhibitorId=${long}&email=${long}`));
    expect(parsed?.invitationSource.exhibitorId).toHaveLength(64);
    expect(parsed?.invitationSource.email).toHaveLength(128);
  });

  it('is captured into the session store and sent with the registration call', () => {
    expect(
      captureInvitationSource(url('?exhibitorId=e1&employeeId=a7&sourceType=CARD&invitationToken=tok')),
    ).toBe(true);
    const s = sessionStore.getState();
    expect(s.invitationSource).toEqual({
      exhibitorId: 'e1',
      exhibitorEmployeeUserAccountId: 'a7',
      email: '',
    });
    expect(s.inviteType).toBe('CARD');
    expect(readInvitationToken()).toBe('tok');
    expect(invitationSourceForRequest(s)).toEqual({
      exhibitorId: 'e1',
      exhibitorEmployeeUserAccountId: 'a7',
      sourceType: 'CARD',
    });
    // A page without an invitation keeps the captured one.
    expect(captureInvitationSource(url('?lang=en'))).toBe(false);
    expect(sessionStore.getState().inviteType).toBe('CARD');
    clearInvitationSource();
    expect(invitationSourceForRequest(sessionStore.getState())).toBeUndefined();
    expect(readInvitationToken()).toBe('');
  });

  it('sends nothing without an invitation', () => {
    expect(invitationSourceForRequest(initialSessionState())).toBeUndefined();
  });
});
