import {
  type CodeScene,
  type CodeSentResponse,
  type LimitVerificationResponse,
  type SliderChallenge,
  type ValidatedResponse,
  VerificationPaths,
} from '@openfair/contract';
import { useMutation } from '@tanstack/react-query';
import { post } from '../../api/request';

/**
 * Proving an email or a Chinese mobile: the slider check, sending a code of a scene (register, login,
 * reset password) and checking it. Used by the login, registration and password screens.
 */

export type CodeChannel = 'EMAIL' | 'MOBILE';
/** Registration by mobile uses the Chinese area code only (spec 000 §5: Chinese mobile). */
export const MOBILE_AREA_CODE = '+86';

export function fetchSliderChallenge(): Promise<SliderChallenge> {
  return post(VerificationPaths.sliderChallenge, {});
}

/** Silent: a wrong answer is expected and answered with a new puzzle by the slider itself. */
export function submitSlider(answer: {
  challengeId: string;
  x: number;
  durationMs: number;
  path: [number, number][];
}): Promise<LimitVerificationResponse> {
  return post(VerificationPaths.getLimitVerificationToken, answer, {
    silent: true,
  });
}

export type SendCodeInput = {
  channel: CodeChannel;
  target: string;
  scene: CodeScene;
  verificationToken: string;
};

/** Sends a code to an email or a Chinese mobile; the server message (e.g. too often) is shown on failure. */
export function sendCode(input: SendCodeInput): Promise<CodeSentResponse> {
  const { channel, target, scene, verificationToken } = input;
  return channel === 'EMAIL'
    ? post(VerificationPaths.getEmailCode, {
        email: target.trim(),
        scene,
        verificationToken,
      })
    : post(VerificationPaths.getSmsCode, {
        mobile: target.trim(),
        areaCode: MOBILE_AREA_CODE,
        scene,
        verificationToken,
      });
}

export type ValidateCodeInput = { channel: CodeChannel; target: string; code: string; scene: CodeScene };

/** Checks a code; resolves to the one-use proof that the caller controls the target. */
export function validateCode(input: ValidateCodeInput): Promise<ValidatedResponse> {
  const { channel, target, code, scene } = input;
  return channel === 'EMAIL'
    ? post(
        VerificationPaths.validateEmail,
        { email: target.trim(), code: code.trim(), scene },
        { silent: true },
      )
    : post(
        VerificationPaths.validateMobile,
        { mobile: target.trim(), code: code.trim(), scene },
        { silent: true },
      );
}

/** Sends a code (after the slider check gave `verificationToken`). */
export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}

/** Checks a code; silent, so the screen shows the server's message next to the form. */
export function useValidateCode() {
  return useMutation({ mutationFn: validateCode });
}

/** Submits a slider answer; a refusal is answered with a new puzzle. */
export function useSubmitSlider() {
  return useMutation({ mutationFn: submitSlider });
}
