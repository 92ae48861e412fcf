import { randomBytes } from 'node:crypto';
import {
  type CodeScene,
  type InvitationSource,
  RegistrationPaths,
  type WebLogonResponse,
} from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { exhibitionUsers, questions, verifiedTargets } from '../../src/db/schema/index';
import { hashToken } from '../../src/lib/tokens';
import type { TestClient } from '../client';
import { FAIR_A } from '../fixtures';

/** The password new registrations in tests use (satisfies the password rule). */
export const NEW_PASSWORD = 'Fair2026ok';

/**
 * A proof that `target` (an email, lower case, or a mobile) received a code of `scene`, as
 * validateEmail/validateMobile store it: the verified token a registration or a reset takes.
 */
export async function createVerifiedToken(
  db: Db,
  target: string,
  o: { scene?: CodeScene; ttlMs?: number } = {},
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(verifiedTargets).values({
    tokenHash: hashToken(token),
    target,
    scene: o.scene ?? 'REGISTER',
    expiresAt: new Date(Date.now() + (o.ttlMs ?? 30 * 60_000)),
  });
  return token;
}

/** The body of registerUserByEmail for `email` with a fresh REGISTER proof and NEW_PASSWORD. */
export async function emailRegistration(
  db: Db,
  email: string,
  extra: { invitationSource?: InvitationSource; password?: string; confirmPassword?: string } = {},
) {
  return {
    email,
    verifiedToken: await createVerifiedToken(db, email.toLowerCase()),
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    ...extra,
  };
}

/** A new visitor registered by email through the app (no info step done yet): the new session. */
export async function registerByEmail(
  api: TestClient,
  db: Db,
  email: string,
  o: { fair?: string } = {},
): Promise<WebLogonResponse> {
  const res = await api.post(RegistrationPaths.registerUserByEmail, await emailRegistration(db, email), {
    fair: o.fair,
  });
  expect(res.code, `registration of ${email}: ${res.msg}`).toBe(1000);
  return res.data;
}

type QuestionRow = typeof questions.$inferInsert;

/** An option of a SINGLE or MULTIPLE question. */
export const option = (id: string, label: string, labelEn: string) => ({ id, label, labelEn });

/** A question of the fair's registration questionnaire (English title defaults to the Chinese one). */
export async function createQuestion(
  db: Db,
  o: Pick<QuestionRow, 'type' | 'title'> & Partial<QuestionRow>,
): Promise<{ questionId: string }> {
  const [row] = await db
    .insert(questions)
    .values({ exhibitionId: FAIR_A, titleEn: o.title, ...o })
    .returning({ id: questions.id });
  return { questionId: row!.id };
}

export type RegistrationSteps = {
  completeVisitor: boolean;
  completeVisitorRegister: boolean;
  completeQuestionnaire: boolean;
  completeExhibitionRegistration: boolean;
};

const visitorRole = (who: { exhibitionId?: string; userAccountId: string }) =>
  and(
    eq(exhibitionUsers.exhibitionId, who.exhibitionId ?? FAIR_A),
    eq(exhibitionUsers.userAccountId, who.userAccountId),
    eq(exhibitionUsers.subjectType, 'VISITOR'),
  );

/** Sets the registration steps of a visitor of a fair, as if done (or not) through the app. */
export async function setRegistrationSteps(
  db: Db,
  who: { exhibitionId?: string; userAccountId: string },
  steps: Partial<RegistrationSteps>,
): Promise<void> {
  await db.update(exhibitionUsers).set(steps).where(visitorRole(who));
}

/** The registration steps of a visitor of a fair, as stored. */
export async function registrationStepsOf(
  db: Db,
  who: { exhibitionId?: string; userAccountId: string },
): Promise<RegistrationSteps> {
  const [row] = await db.select().from(exhibitionUsers).where(visitorRole(who));
  expect(row, `a VISITOR role of ${who.userAccountId}`).toBeDefined();
  return row!;
}
