import {
  type CodeScene,
  type CodeSentResponse,
  type InvitationSource,
  type LimitVerificationResponse,
  type LogonQr,
  type QrAuthState,
  RegistrationPaths,
  SessionPaths,
  type SliderChallenge,
  type ValidatedResponse,
  VerificationPaths,
  type WebLogonResponse,
} from '@openfair/contract';
import { get, post } from '../../api/request';

/** Calls of the registration feature (contract api/registration.ts), one function per call. */

export type CodeChannel = 'EMAIL' | 'MOBILE';
/** Registration by mobile uses the Chinese area code only (spec 000 §5: Chinese mobile). */
export const MOBILE_AREA_CODE = '+86';

export function fetchSliderChallenge(): Promise<SliderChallenge> {
  return post<SliderChallenge>(VerificationPaths.sliderChallenge, {});
}

/** Silent: a wrong answer is expected and answered with a new puzzle by the slider itself. */
export function submitSlider(answer: {
  challengeId: string;
  x: number;
  durationMs: number;
}): Promise<LimitVerificationResponse> {
  return post<LimitVerificationResponse>(VerificationPaths.getLimitVerificationToken, answer, {
    silent: true,
  });
}

/** Sends a code to an email or a Chinese mobile; the server message (e.g. too often) is shown on failure. */
export function sendCode(input: {
  channel: CodeChannel;
  target: string;
  scene: CodeScene;
  verificationToken: string;
}): Promise<CodeSentResponse> {
  const { channel, target, scene, verificationToken } = input;
  return channel === 'EMAIL'
    ? post<CodeSentResponse>(VerificationPaths.getEmailCode, {
        email: target.trim(),
        scene,
        verificationToken,
      })
    : post<CodeSentResponse>(VerificationPaths.getSmsCode, {
        mobile: target.trim(),
        areaCode: MOBILE_AREA_CODE,
        scene,
        verificationToken,
      });
}

/** Checks a code; resolves to the one-use proof that the caller controls the target. */
export function validateCode(input: {
  channel: CodeChannel;
  target: string;
  code: string;
  scene: CodeScene;
}): Promise<ValidatedResponse> {
  const { channel, target, code, scene } = input;
  return channel === 'EMAIL'
    ? post<ValidatedResponse>(
        VerificationPaths.validateEmail,
        { email: target.trim(), code: code.trim(), scene },
        { silent: true },
      )
    : post<ValidatedResponse>(
        VerificationPaths.validateMobile,
        { mobile: target.trim(), code: code.trim(), scene },
        { silent: true },
      );
}

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
    return post<WebLogonResponse>(
      RegistrationPaths.addVisitor,
      { mobile: input.target.trim(), areaCode: MOBILE_AREA_CODE, verifiedToken, ...common },
      { silent: true },
    );
  }
  if ('invitationToken' in input) {
    return post<WebLogonResponse>(
      RegistrationPaths.registerUserByEmailNotCheck,
      { email: input.target.trim(), invitationToken: input.invitationToken, ...common },
      { silent: true },
    );
  }
  return post<WebLogonResponse>(
    RegistrationPaths.registerUserByEmail,
    { email: input.target.trim(), verifiedToken: input.verifiedToken, ...common },
    { silent: true },
  );
}

export function setPassword(input: { password: string; confirmPassword: string }): Promise<unknown> {
  return post(SessionPaths.setPassword, input, { silent: true });
}

export function setPasswordByToken(input: {
  account: string;
  verifiedToken: string;
  password: string;
  confirmPassword: string;
}): Promise<unknown> {
  return post(SessionPaths.setPasswordByToken, { ...input, account: input.account.trim() }, { silent: true });
}

export function changePassword(input: {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}): Promise<unknown> {
  return post(SessionPaths.changePassword, input, { silent: true });
}

export function showLogonQr(): Promise<LogonQr> {
  return post<LogonQr>(SessionPaths.showLogonQR, {});
}

/** Polled every QR_POLL_MS; silent so a network hiccup does not flood the screen with toasts. */
export function pollQrState(qrId: string, signal?: AbortSignal): Promise<QrAuthState> {
  return get<QrAuthState>(SessionPaths.getAuthCode, { qrId }, { silent: true, signal });
}

export function confirmLogonQr(qrId: string, scanOnly: boolean): Promise<unknown> {
  return post(SessionPaths.confirmLogonQR, { qrId, scanOnly }, { silent: true });
}
