import {
  type InvitationSource,
  RegistrationPaths,
  SessionPaths,
  type WebLogonResponse,
} from '@openfair/contract';
import { useMutation } from '@tanstack/react-query';
import { post } from '../../api/request';
import { establishSession } from '../../shared/session/establish-session';
import { type CodeChannel, MOBILE_AREA_CODE } from '../../shared/verification/verification.api';

/**
 * Calls of the registration feature (contract api/registration.ts): creating the account and the
 * password calls, one function per call and a mutation hook per write. None of them changes what a
 * query shows (the session store holds the user), so there is nothing to invalidate.
 */

export type RegisterInput = {
  channel: CodeChannel;
  target: string;
  password: string;
  confirmPassword: string;
  invitationSource: InvitationSource;
} & ({ verifiedToken: string } | { invitationToken: string });

/** registerUserByEmail, registerUserByEmailNotCheck (invitation link) or addVisitor; logs the visitor in. */
export function registerAccount(input: RegisterInput): Promise<WebLogonResponse> {
  const common = {
    password: input.password,
    confirmPassword: input.confirmPassword,
    ...(input.invitationSource ? { invitationSource: input.invitationSource } : {}),
  };
  if (input.channel === 'MOBILE') {
    const verifiedToken = 'verifiedToken' in input ? input.verifiedToken : '';
    return post(
      RegistrationPaths.addVisitor,
      { mobile: input.target.trim(), areaCode: MOBILE_AREA_CODE, verifiedToken, ...common },
      { silent: true },
    );
  }
  if ('invitationToken' in input) {
    return post(
      RegistrationPaths.registerUserByEmailNotCheck,
      { email: input.target.trim(), invitationToken: input.invitationToken, ...common },
      { silent: true },
    );
  }
  return post(
    RegistrationPaths.registerUserByEmail,
    { email: input.target.trim(), verifiedToken: input.verifiedToken, ...common },
    { silent: true },
  );
}

export type PasswordInput = { password: string; confirmPassword: string };

export function setPassword(input: PasswordInput): Promise<unknown> {
  return post(SessionPaths.setPassword, input, { silent: true });
}

export function setPasswordByToken(
  input: PasswordInput & { account: string; verifiedToken: string },
): Promise<unknown> {
  return post(SessionPaths.setPasswordByToken, { ...input, account: input.account.trim() }, { silent: true });
}

export function changePassword(input: PasswordInput & { oldPassword: string }): Promise<unknown> {
  return post(SessionPaths.changePassword, input, { silent: true });
}

/** Creates the account and logs the visitor in with it; resolves to the login result (not thrown). */
export function useRegisterAccount() {
  return useMutation({
    mutationFn: (input: RegisterInput) => establishSession(() => registerAccount(input)),
  });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}

export function useSetPasswordByToken() {
  return useMutation({ mutationFn: setPasswordByToken });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
