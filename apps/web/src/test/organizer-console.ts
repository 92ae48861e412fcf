import { type OrganizerMe, type OrganizerRole, organizerRolePermissions } from '@openfair/contract';
import { beforeAll, beforeEach } from 'vitest';
import { initI18n } from '../i18n';
import { setRuntimeConfig } from '../lib/runtime-config';
import { sessionStore } from '../lib/session-store';
import { organizer, testConfig } from './fixtures';

/** The console's `me` answer for an organizer of the role, with what the role allows. */
export const organizerMe = (role: OrganizerRole): OrganizerMe => ({
  organizerId: 'o1',
  name: 'Fair office',
  role,
  permissions: [...organizerRolePermissions[role]],
});

/** A page of a server-paged console list holding `list`. */
export const consolePage = <T>(list: T[]) => ({ list, total: list.length, pageNum: 1, pageSize: 20 });

/** Console screen tests run in English, logged in as an organizer. */
export function setUpConsoleTests(): void {
  beforeAll(() => initI18n('en'));
  beforeEach(() => {
    setRuntimeConfig(testConfig);
    sessionStore.reset({ ...organizer(), language: 'en' });
  });
}
