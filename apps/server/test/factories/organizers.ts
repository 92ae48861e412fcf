import { OrganizerPaths, type OrganizerRole, ResponseCode } from '@openfair/contract';
import { expect } from 'vitest';
import type { Caller, TestClient } from '../client';
import { logIn } from './accounts';

/**
 * Logged-in organizers by role for one test app: the fixture organizer is the fair's owner; any other
 * role is added once by the owner (through the console's call, with its initial password) and reused.
 */
export function organizerCallers(api: () => TestClient, tag: string) {
  const callers = new Map<OrganizerRole, Caller>([['owner', 'organizer']]);
  return async function organizerOfRole(role: OrganizerRole): Promise<Caller> {
    const known = callers.get(role);
    if (known) return known;
    const email = `${role.toLowerCase()}@${tag}.example`;
    const added = await api().post(
      OrganizerPaths.staffUpdate,
      { name: `${role} person`, email, role },
      { as: 'organizer' },
    );
    expect(added.code, added.msg).toBe(ResponseCode.Success);
    const login = await logIn(api(), email, {
      subjectType: 'ORGANIZER',
      password: added.data.initialPassword!,
    });
    const caller = { token: login.token, subjectType: 'ORGANIZER' as const };
    callers.set(role, caller);
    return caller;
  };
}
