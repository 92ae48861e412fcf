import { type LogonQr, type QrAuthState, RegistrationPaths, SessionPaths } from '@openfair/contract';
import { useMutation } from '@tanstack/react-query';
import { get, post } from '../../api/request';
import { establishSession, type LoginResult } from '../../shared/session/establish-session';

/**
 * Calls of the login screens: password and code login, exhibitor staff binding and QR login. Each login
 * resolves to a LoginResult (a failure is a result, not a throw) after establishing the session.
 */

export type LoginInput = { account: string; password: string; subjectType: 'VISITOR' | 'ACTOR' };
export type CodeLoginInput = { account: string; code: string; subjectType: 'VISITOR' | 'ACTOR' };
export type BindInput = { account: string; password: string; exhibitorCode: string };

/** POST webLogon with a password (spec 000 §4). */
export function login(input: LoginInput): Promise<LoginResult> {
  return establishSession(() =>
    post(
      SessionPaths.webLogon,
      { account: input.account.trim(), password: input.password, loginSubjectType: input.subjectType },
      { silent: true },
    ),
  );
}

/** POST webLogon with a verification code of scene LOGIN instead of the password. */
export function loginWithCode(input: CodeLoginInput): Promise<LoginResult> {
  return establishSession(() =>
    post(
      SessionPaths.webLogon,
      { account: input.account.trim(), code: input.code.trim(), loginSubjectType: input.subjectType },
      { silent: true },
    ),
  );
}

/** Exhibitor staff not yet bound: bind with the company's exhibitor code, then logged in as ACTOR. */
export function bindExhibitorAndLogin(input: BindInput): Promise<LoginResult> {
  return establishSession(() =>
    post(
      RegistrationPaths.bindExhibitor,
      { account: input.account.trim(), password: input.password, exhibitorCode: input.exhibitorCode.trim() },
      { silent: true },
    ),
  );
}

export function showLogonQr(): Promise<LogonQr> {
  return post(SessionPaths.showLogonQR, {});
}

/** Polled every QR_POLL_MS; silent so a network hiccup does not flood the screen with toasts. */
export function pollQrState(qrId: string, signal?: AbortSignal): Promise<QrAuthState> {
  return get(SessionPaths.getAuthCode, { qrId }, { silent: true, signal });
}

/** The phone's side: `scanOnly` marks the code scanned, without it the desktop is logged in. */
export function confirmLogonQr(qrId: string, scanOnly: boolean): Promise<unknown> {
  return post(SessionPaths.confirmLogonQR, { qrId, scanOnly }, { silent: true });
}

/** The desktop's side of a confirmed QR code: its token logs in like any login. */
export function loginWithQrToken(answer: Pick<QrAuthState, 'token' | 'subjectType'>): Promise<LoginResult> {
  const token = answer.token ?? '';
  const subjectType = answer.subjectType ?? 'VISITOR';
  return establishSession(async () => ({ token, subjectType }));
}

/**
 * One mutation for the three login forms of the login screen (password, code, staff binding): they
 * share its pending state, so one submit at a time.
 */
export type LoginRequest =
  | ({ method: 'password' } & LoginInput)
  | ({ method: 'code' } & CodeLoginInput)
  | ({ method: 'bind' } & BindInput);

export function useLogin() {
  return useMutation({
    mutationFn: (request: LoginRequest): Promise<LoginResult> => {
      if (request.method === 'password') return login(request);
      if (request.method === 'code') return loginWithCode(request);
      return bindExhibitorAndLogin(request);
    },
  });
}

/** The phone confirms (or only marks as scanned) a desktop's QR code. */
export function useConfirmLogonQr() {
  return useMutation({
    mutationFn: ({ qrId, scanOnly }: { qrId: string; scanOnly: boolean }) => confirmLogonQr(qrId, scanOnly),
  });
}
