import { type CodeScene, type OutboxMessage, VerificationPaths } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { sliderChallenges } from '../../src/db/schema/index';
import type { TestClient } from '../client';

type From = { ip?: string; lang?: 'cn' | 'en' };
/** Where a code goes: an email or a mobile. */
type Target = { email: string } | { mobile: string };

/** A new slider challenge and its answer, read from the database (the client is never told it). */
export async function sliderChallenge(api: TestClient, db: Db, o: From = {}) {
  const res = await api.post(VerificationPaths.sliderChallenge, {}, o);
  expect(res.code, res.msg).toBe(1000);
  const [row] = await db
    .select({ targetX: sliderChallenges.targetX })
    .from(sliderChallenges)
    .where(eq(sliderChallenges.id, res.data.challengeId));
  return { challenge: res.data, targetX: row!.targetX };
}

/**
 * A drag to `x` as a person makes it: from the left end, fast then slowing down near the gap, with
 * uneven steps, over `durationMs`; as [ms since the start, offset] samples.
 */
export function humanDrag(x: number, durationMs: number): [number, number][] {
  const samples = 14;
  const path: [number, number][] = [[0, 0]];
  for (let i = 1; i <= samples; i++) {
    const f = i / samples;
    const eased = 1 - (1 - f) ** 3;
    const t = i === samples ? durationMs : Math.round(durationMs * f + (i % 3) * 7);
    path.push([t, i === samples ? x : Math.round(x * eased * 10) / 10]);
  }
  return path;
}

/**
 * A puzzle served `ms` ago, as if its picture had been looked at that long (the server refuses answers
 * that come sooner than a person could give them).
 */
export async function servedAgo(db: Db, challengeId: string, ms: number): Promise<void> {
  await db
    .update(sliderChallenges)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(sliderChallenges.id, challengeId));
}

/** Solves a slider the way a person would (a few pixels off, not too fast): the one-use verification token. */
export async function solveSlider(api: TestClient, db: Db, o: From = {}): Promise<string> {
  const { challenge, targetX } = await sliderChallenge(api, db, o);
  await servedAgo(db, challenge.challengeId, 2000);
  const x = targetX + 2;
  const res = await api.post(
    VerificationPaths.getLimitVerificationToken,
    { challengeId: challenge.challengeId, x, durationMs: 900, path: humanDrag(x, 900) },
    o,
  );
  expect(res.code, res.msg).toBe(1000);
  return res.data.verificationToken;
}

/** Asks for a code to an email or a mobile behind a freshly solved slider; the answer is the test's to check. */
export async function requestCode(api: TestClient, db: Db, to: Target, scene: CodeScene, o: From = {}) {
  const verificationToken = await solveSlider(api, db, o);
  return 'email' in to
    ? api.post(VerificationPaths.getEmailCode, { email: to.email, scene, verificationToken }, o)
    : api.post(VerificationPaths.getSmsCode, { mobile: to.mobile, scene, verificationToken }, o);
}

/** The development outbox of an address, newest first. */
export async function outbox(api: TestClient, to: string): Promise<OutboxMessage[]> {
  const res = await api.get(VerificationPaths.devOutbox, { to });
  expect(res.status).toBe(200);
  return res.data;
}

/** The code of the newest message to an address. */
export async function latestCode(api: TestClient, to: string): Promise<string> {
  const [message] = await outbox(api, to);
  expect(message?.code, `a code sent to ${to}`).toBeTruthy();
  return message!.code!;
}

/** Sends a code of that scene to an email or mobile and reads it from the outbox. */
export async function sendCode(
  api: TestClient,
  db: Db,
  to: Target,
  scene: CodeScene,
  o: From = {},
): Promise<string> {
  const sent = await requestCode(api, db, to, scene, o);
  expect(sent.code, sent.msg).toBe(1000);
  return latestCode(api, 'email' in to ? to.email : to.mobile);
}
