import { z } from 'zod';
import { zPattern } from '../validation/zod';
import { CodeScenes, SLIDER_PATH_MAX } from './constants';

const email = zPattern('email');
const mobile = zPattern('chineseMobile');
const code = z.string().regex(/^\d{6}$/);

// ——— slider check ———

export const sliderChallengeSchema = z.object({
  challengeId: z.string(),
  /** PNG data URL of the background with the gap */
  background: z.string(),
  /** PNG data URL of the piece to drag */
  piece: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  /** top offset of the piece in the background */
  pieceY: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type SliderChallenge = z.output<typeof sliderChallengeSchema>;
export const limitVerificationRequestSchema = z.object({
  challengeId: z.string().min(1).max(64),
  /** left offset of the piece where the user released it */
  x: z.number().min(0).max(2000),
  /** milliseconds the drag took (a bot that jumps straight there is refused) */
  durationMs: z.number().int().min(0).max(600_000),
  /** the drag as [milliseconds since it started, piece offset] samples, oldest first (at most SLIDER_PATH_MAX) */
  path: z
    .array(z.tuple([z.number().int().min(0).max(600_000), z.number().min(-50).max(2000)]))
    .min(1)
    .max(SLIDER_PATH_MAX),
});
export const limitVerificationResponseSchema = z.object({
  verificationToken: z.string(),
  expiresInSeconds: z.number().int(),
});
export type LimitVerificationResponse = z.output<typeof limitVerificationResponseSchema>;

// ——— codes ———

export const emailCodeRequestSchema = z.object({
  email,
  scene: z.enum(CodeScenes),
  verificationToken: z.string().min(1).max(128),
});
export const smsCodeRequestSchema = z.object({
  mobile,
  areaCode: z.string().max(8).default('+86'),
  scene: z.enum(CodeScenes),
  verificationToken: z.string().min(1).max(128),
});
export const codeSentResponseSchema = z.object({
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});
export type CodeSentResponse = z.output<typeof codeSentResponseSchema>;

export const validateEmailRequestSchema = z.object({ email, code, scene: z.enum(CodeScenes) });
export const validateMobileRequestSchema = z.object({ mobile, code, scene: z.enum(CodeScenes) });
/** Proof that the caller controls the email or mobile; one use, 30 minutes. */
export const validatedResponseSchema = z.object({ verifiedToken: z.string() });
export type ValidatedResponse = z.output<typeof validatedResponseSchema>;

// ——— development only ———

export const outboxQuerySchema = z.object({ to: z.string().trim().min(1).max(128) });
export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['EMAIL', 'SMS']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** the verification code the message carries, when it is one */
  code: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.output<typeof outboxMessageSchema>;
export const sliderAnswerQuerySchema = z.object({ challengeId: z.string().trim().min(1).max(64) });
export const sliderAnswerSchema = z.object({ x: z.number() });
