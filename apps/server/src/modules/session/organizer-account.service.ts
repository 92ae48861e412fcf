import { type Bilingual, checkPattern } from '@openfair/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authTokens, exhibitions, exhibitionUsers, organizers, userAccounts } from '../../db/schema/index';
import { hashPassword } from '../../lib/password';
import { normaliseEmail } from '../verification/index';

/** Why an organizer account could not be created, in both languages (the operator's console). */
export class OrganizerAccountError extends Error {
  constructor(readonly reason: Bilingual) {
    super(`${reason.en} (${reason.zh})`);
    this.name = 'OrganizerAccountError';
  }
}

export type CreatedOrganizer = { userAccountId: string; organizerId: string; existingAccount: boolean };

/**
 * Makes `email` an organizer of the fair with the password the operator chose: how a production fair
 * gets its first organizer (there is no public sign-up for organizers). An account that already exists
 * is only taken over with `resetPassword`: its password is replaced and its sessions end, so nobody who
 * knew the old password keeps a way in.
 */
export async function createOrganizerAccount(
  db: Db,
  input: { exhibitionId: string; email: string; password: string; name: string; resetPassword?: boolean },
): Promise<CreatedOrganizer> {
  const email = normaliseEmail(input.email);
  const emailProblem =
    email === '' ? { zh: '请输入邮箱', en: 'Please enter an email' } : checkPattern('email', email);
  if (emailProblem) throw new OrganizerAccountError(emailProblem);
  const passwordProblem = checkPattern('password', input.password);
  if (passwordProblem || input.password === '')
    throw new OrganizerAccountError(passwordProblem ?? { zh: '请输入密码', en: 'Please enter a password' });
  const name = input.name.trim() || 'Organizer';
  const [fair] = await db
    .select({ id: exhibitions.id })
    .from(exhibitions)
    .where(eq(exhibitions.id, input.exhibitionId))
    .limit(1);
  if (!fair)
    throw new OrganizerAccountError({
      zh: `展会 ${input.exhibitionId} 不存在`,
      en: `the fair ${input.exhibitionId} does not exist`,
    });
  const passwordHash = await hashPassword(input.password);

  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: userAccounts.id })
      .from(userAccounts)
      .where(sql`lower(${userAccounts.email}) = ${email}`)
      .limit(1);
    if (existing && !input.resetPassword)
      throw new OrganizerAccountError({
        zh: '该邮箱已有账号；加上 --reset-password 可将其设为主办方并替换密码',
        en: 'An account with this email exists; add --reset-password to make it an organizer with the new password',
      });
    let userAccountId: string;
    if (existing) {
      userAccountId = existing.id;
      await tx
        .update(userAccounts)
        .set({ passwordHash, mustChangePassword: false })
        .where(eq(userAccounts.id, userAccountId));
      await tx
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(authTokens.userAccountId, userAccountId), isNull(authTokens.revokedAt)));
    } else {
      const [created] = await tx
        .insert(userAccounts)
        .values({ email, name, passwordHash })
        .returning({ id: userAccounts.id });
      userAccountId = created!.id;
    }
    await tx
      .insert(exhibitionUsers)
      .values({
        exhibitionId: input.exhibitionId,
        userAccountId,
        subjectType: 'ORGANIZER',
        completeVisitor: true,
        completeVisitorRegister: true,
        completeQuestionnaire: true,
        completeExhibitionRegistration: true,
      })
      .onConflictDoNothing();
    await tx
      .insert(organizers)
      .values({ exhibitionId: input.exhibitionId, userAccountId, name })
      .onConflictDoNothing();
    const [organizer] = await tx
      .select({ id: organizers.id })
      .from(organizers)
      .where(
        and(eq(organizers.exhibitionId, input.exhibitionId), eq(organizers.userAccountId, userAccountId)),
      );
    return { userAccountId, organizerId: organizer!.id, existingAccount: Boolean(existing) };
  });
}
