import { ApiPaths, type UserInfo } from '@openfair/contract';
import { exhibitor, switchOff } from './fixtures';
import type { Reply } from './server';

/** The logged-in exhibitor administrator the session API answers with by default. */
export const adminInfo = exhibitor(true).info as UserInfo;

/** webLogon's answer for that administrator. */
export const adminLogon = {
  token: 'fresh',
  subjectType: 'ACTOR',
  userAccountId: 'a',
  loginAccount: 'admin@x',
  loginType: 'EMAIL',
} as const;

/**
 * The session calls of a working server: webLogon answers an exhibitor administrator's token
 * ("fresh"), getInfo that user, the config switch has secondInfo on; logout and the URL-token check
 * succeed. Tests override single paths with mockApi.
 */
export function sessionApi(): Record<string, Reply> {
  return {
    [ApiPaths.webLogon]: () => adminLogon,
    [ApiPaths.getInfo]: () => adminInfo,
    [ApiPaths.getConfigSwitch]: () => ({ configSwitch: { ...switchOff, secondInfo: true } }),
    [ApiPaths.logout]: () => null,
    [ApiPaths.getUserInfoByToken]: () => ({
      subjectType: 'ACTOR',
      name: 'Han Mei',
      exhibitorId: 'e-1',
      exhibitionUserRegister: true,
    }),
  };
}
