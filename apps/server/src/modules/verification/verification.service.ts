import { createHash, randomInt, randomUUID } from 'node:crypto';
import {
  CODE_RULES,
  type CodeScene,
  type CodeSentResponse,
  type LanguageType,
  type LimitVerificationResponse,
  type OutboxMessage,
  ResponseCode,
  type SliderChallenge,
  type ValidatedResponse,
} from '@openfair/contract';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { clock } from '../../core/clock';
import { AppError } from '../../core/errors';
import type { Delivery } from '../../core/mail';
import type { Db } from '../../db/client';
import {
  outboxMessages,
  sliderChallenges,
  userAccounts,
  verificationCodes,
  verifiedTargets,
} from '../../db/schema/index';
import { generateToken, hashToken } from '../../lib/tokens';
import { codeMessage } from './messages';
import { PIECE_SIZE, pngDataUrl, renderSlider, SLIDER_HEIGHT, SLIDER_WIDTH } from './slider';
import { judgeSliderAnswer, type SliderAnswer } from './slider-judge';

/** A solved slider's token is good for this long (one code request). */
export const SLIDER_TOKEN_TTL_SECONDS = 300;
/** Proof of an email or mobile (after validateEmail/validateMobile): one use within this time. */
export const VERIFIED_TOKEN_TTL_SECONDS = 1800;

export type Channel = 'EMAIL' | 'SMS';

/** Emails are compared case-insensitively: stored and looked up lower-cased and trimmed. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Mobiles are stored as the bare national number (accounts hold `13800000001`): spaces and dashes go,
 * and a leading +86 / 0086 / 86 in front of an 11-digit Chinese number is dropped.
 */
export function normaliseMobile(mobile: string): string {
  const digits = mobile.replace(/[\s\-()]/g, '');
  const m = /^(?:\+86|0086|86)(1\d{10})$/.exec(digits);
  return m ? m[1]! : digits;
}

/** An email (contains @) or a mobile, normalised. */
export const normaliseTarget = (target: string): string =>
  target.includes('@') ? normaliseEmail(target) : normaliseMobile(target);

// --- slider -------------------------------------------------------------------------------------

/** A puzzle must be answered within this time. */
export const SLIDER_CHALLENGE_TTL_SECONDS = 120;

/** Puzzles one client address may ask for in SLIDER_WINDOW_MS: a person needs a few, a solver thousands. */
export const SLIDER_CHALLENGES_PER_WINDOW = 30;
const SLIDER_WINDOW_MS = 10 * 60_000;

/** A new slider puzzle; its answer (the gap's x) stays in the database. */
export async function createSliderChallenge(db: Db, clientKey: string): Promise<SliderChallenge> {
  const now = clock.now();
  const [recent] = await db
    .select({ n: count() })
    .from(sliderChallenges)
    .where(
      and(
        eq(sliderChallenges.clientKey, clientKey),
        gt(sliderChallenges.createdAt, new Date(now.getTime() - SLIDER_WINDOW_MS)),
      ),
    );
  if ((recent?.n ?? 0) >= SLIDER_CHALLENGES_PER_WINDOW) throw new AppError(ResponseCode.TooManyRequests);
  const images = await renderSlider();
  const id = randomUUID();
  await db.insert(sliderChallenges).values({
    id,
    targetX: images.targetX,
    clientKey,
    expiresAt: new Date(now.getTime() + SLIDER_CHALLENGE_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return {
    challengeId: id,
    background: pngDataUrl(images.background),
    piece: pngDataUrl(images.piece),
    width: SLIDER_WIDTH,
    height: SLIDER_HEIGHT,
    pieceSize: PIECE_SIZE,
    pieceY: images.pieceY,
    expiresInSeconds: SLIDER_CHALLENGE_TTL_SECONDS,
  };
}

/**
 * Checks a slider answer (slider-judge.ts: close to the gap, a drag a person could have made, no sooner
 * than the puzzle could be seen). One answer per challenge: the conditional update marks it answered
 * whatever the outcome, so a wrong answer voids it.
 */
export async function solveSlider(
  db: Db,
  input: SliderAnswer & { challengeId: string },
): Promise<LimitVerificationResponse> {
  const now = clock.now();
  const [row] = await db
    .update(sliderChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(sliderChallenges.id, input.challengeId),
        isNull(sliderChallenges.usedAt),
        isNull(sliderChallenges.solvedAt),
        gt(sliderChallenges.expiresAt, now),
      ),
    )
    .returning({ targetX: sliderChallenges.targetX, servedAt: sliderChallenges.createdAt });
  if (!row) throw new AppError(ResponseCode.SliderFailed);
  const verdict = judgeSliderAnswer(input, {
    targetX: row.targetX,
    servedAt: row.servedAt.getTime(),
    now: now.getTime(),
  });
  if (verdict !== 'ok') throw new AppError(ResponseCode.SliderFailed);
  // Solved: the challenge now stands for its token, which is unused until a code request spends it.
  const token = generateToken();
  await db
    .update(sliderChallenges)
    .set({ usedAt: null, solvedAt: now, verificationTokenHash: hashToken(token) })
    .where(eq(sliderChallenges.id, input.challengeId));
  return { verificationToken: token, expiresInSeconds: SLIDER_TOKEN_TTL_SECONDS };
}

/** Spends a slider token (one code request per solved slider); SliderRequired otherwise. */
export async function consumeSliderToken(db: Db, token: string): Promise<void> {
  const now = clock.now();
  const [row] = await db
    .update(sliderChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(sliderChallenges.verificationTokenHash, hashToken(token)),
        isNull(sliderChallenges.usedAt),
        gt(sliderChallenges.solvedAt, new Date(now.getTime() - SLIDER_TOKEN_TTL_SECONDS * 1000)),
      ),
    )
    .returning({ id: sliderChallenges.id });
  if (!row) throw new AppError(ResponseCode.SliderRequired);
}

// --- codes --------------------------------------------------------------------------------------

const hashCode = (codeId: string, code: string) =>
  createHash('sha256').update(`${codeId}:${code}`).digest('hex');

/** Does an account with this (normalised) email or mobile exist? */
export async function accountExists(db: Db, target: string): Promise<boolean> {
  const where = target.includes('@')
    ? sql`lower(${userAccounts.email}) = ${target}`
    : eq(userAccounts.mobile, target);
  const [row] = await db.select({ id: userAccounts.id }).from(userAccounts).where(where).limit(1);
  return !!row;
}

const tooMany = (cn: string, en: string) => new AppError(ResponseCode.TooManyRequests, undefined, { cn, en });

/**
 * Sends a verification code. Every request spends a slider token first, whatever happens next, so that
 * neither the rate limits nor the account checks can be probed without solving a slider each time.
 */
export async function sendCode(
  db: Db,
  delivery: Delivery,
  input: {
    channel: Channel;
    target: string;
    scene: CodeScene;
    verificationToken: string;
    clientKey: string;
    lang: LanguageType;
  },
): Promise<CodeSentResponse> {
  await consumeSliderToken(db, input.verificationToken);
  const target = normaliseTarget(input.target);
  const now = clock.now();
  const nowMs = now.getTime();

  const [latest] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.target, target))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (latest) {
    const waitMs = latest.createdAt.getTime() + CODE_RULES.resendSeconds * 1000 - nowMs;
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw tooMany(`请 ${seconds} 秒后再获取验证码`, `please wait ${seconds} seconds before asking again`);
    }
  }
  const [perDay] = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, target),
        gt(verificationCodes.createdAt, new Date(nowMs - 86_400_000)),
      ),
    );
  if ((perDay?.n ?? 0) >= CODE_RULES.perTargetPerDay) {
    throw tooMany(
      `该账号今天已获取 ${CODE_RULES.perTargetPerDay} 次验证码，请明天再试`,
      `this address already received ${CODE_RULES.perTargetPerDay} codes today, please try again tomorrow`,
    );
  }
  const [perClient] = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.clientKey, input.clientKey),
        gt(verificationCodes.createdAt, new Date(nowMs - 3_600_000)),
      ),
    );
  if ((perClient?.n ?? 0) >= CODE_RULES.perClientPerHour) {
    throw tooMany(
      '本设备获取验证码过于频繁，请一小时后再试',
      'too many codes from this device, try again in an hour',
    );
  }

  const exists = await accountExists(db, target);
  if (input.scene === 'REGISTER' && exists) throw new AppError(ResponseCode.MobileOrEmailExists);
  if ((input.scene === 'LOGIN' || input.scene === 'RESET_PASSWORD') && !exists) {
    throw new AppError(ResponseCode.AccountNotFound);
  }

  const code = String(randomInt(0, 10 ** CODE_RULES.length)).padStart(CODE_RULES.length, '0');
  const id = randomUUID();
  await db.insert(verificationCodes).values({
    id,
    channel: input.channel,
    target,
    scene: input.scene,
    codeHash: hashCode(id, code),
    clientKey: input.clientKey,
    expiresAt: new Date(nowMs + CODE_RULES.ttlSeconds * 1000),
    createdAt: now,
  });
  const message = codeMessage(input.scene, code, CODE_RULES.ttlSeconds / 60, input.lang);
  await delivery.send({
    channel: input.channel,
    to: target,
    subject: message.subject,
    text: message.text,
    code,
  });
  return { resendAfterSeconds: CODE_RULES.resendSeconds, expiresInSeconds: CODE_RULES.ttlSeconds };
}

/**
 * Checks a code against the latest unconsumed code of that target and scene and consumes it when right.
 * Wrong → 1010 (the try is counted; the 5th wrong try voids the code); expired, voided or none → 1018.
 */
export async function consumeCode(
  db: Db,
  input: { target: string; scene: CodeScene; code: string },
): Promise<void> {
  const target = normaliseTarget(input.target);
  const now = clock.now();
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.target, target),
        eq(verificationCodes.scene, input.scene),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= now.getTime()) throw new AppError(ResponseCode.CodeExpired);
  // Each comparison first claims one of the code's tries in a single conditional statement, so that
  // guesses sent all at once get no more comparisons than the cap.
  const [claimed] = await db
    .update(verificationCodes)
    .set({ wrongTries: sql`${verificationCodes.wrongTries} + 1` })
    .where(
      and(
        eq(verificationCodes.id, row.id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.wrongTries, CODE_RULES.maxWrongTries),
      ),
    )
    .returning({ tries: verificationCodes.wrongTries });
  if (!claimed) throw new AppError(ResponseCode.CodeExpired);
  if (hashCode(row.id, input.code) !== row.codeHash) {
    const left = CODE_RULES.maxWrongTries - claimed.tries;
    throw new AppError(
      ResponseCode.VerificationCodeWrong,
      undefined,
      left > 0
        ? { cn: `还可尝试 ${left} 次`, en: `${left} ${left === 1 ? 'try' : 'tries'} left` }
        : { cn: '验证码已失效，请重新获取', en: 'The code is now void, please get a new one' },
    );
  }
  // The right answer gives its try back (the column counts wrong ones). Conditional, so that two
  // concurrent right answers cannot both succeed.
  const [consumed] = await db
    .update(verificationCodes)
    .set({ consumedAt: now, wrongTries: sql`${verificationCodes.wrongTries} - 1` })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (!consumed) throw new AppError(ResponseCode.CodeExpired);
}

/** validateEmail / validateMobile: a right code becomes a one-use proof of the target (30 minutes). */
export async function validateCode(
  db: Db,
  input: { target: string; scene: CodeScene; code: string },
): Promise<ValidatedResponse> {
  await consumeCode(db, input);
  const token = generateToken();
  const now = clock.now();
  await db.insert(verifiedTargets).values({
    tokenHash: hashToken(token),
    target: normaliseTarget(input.target),
    scene: input.scene,
    expiresAt: new Date(now.getTime() + VERIFIED_TOKEN_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return { verifiedToken: token };
}

const liveVerifiedToken = (token: string, target: string, scene: CodeScene, now: Date) =>
  and(
    eq(verifiedTargets.tokenHash, hashToken(token)),
    eq(verifiedTargets.target, normaliseTarget(target)),
    eq(verifiedTargets.scene, scene),
    isNull(verifiedTargets.usedAt),
    gt(verifiedTargets.expiresAt, now),
  );

/**
 * Consumes a verifiedToken for this email or mobile and scene (one use). Throws VerificationExpired
 * (1021) when it is unknown, for another target or scene, used, or older than 30 minutes.
 * Call it after the request's other checks (password rule, confirmation) so that a refused request
 * does not burn the proof.
 */
export async function verifyTargetToken(
  db: Db,
  input: { token: string; target: string; scene: CodeScene },
): Promise<void> {
  const now = clock.now();
  const [row] = await db
    .update(verifiedTargets)
    .set({ usedAt: now })
    .where(liveVerifiedToken(input.token, input.target, input.scene, now))
    .returning({ id: verifiedTargets.id });
  if (!row) throw new AppError(ResponseCode.VerificationExpired);
}

/** Like verifyTargetToken, without consuming it (to check a proof before other work). */
export async function checkTargetToken(
  db: Db,
  input: { token: string; target: string; scene: CodeScene },
): Promise<void> {
  const [row] = await db
    .select({ id: verifiedTargets.id })
    .from(verifiedTargets)
    .where(liveVerifiedToken(input.token, input.target, input.scene, clock.now()))
    .limit(1);
  if (!row) throw new AppError(ResponseCode.VerificationExpired);
}

// --- dev outbox -----------------------------------------------------------------------------------

/** The latest 20 messages sent to an email or mobile, newest first (dev outbox). */
export async function outboxFor(db: Db, to: string): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, normaliseTarget(to)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(20);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.to,
    subject: r.subject,
    text: r.text,
    code: r.code,
    createdAt: r.createdAt.toISOString(),
  }));
}
