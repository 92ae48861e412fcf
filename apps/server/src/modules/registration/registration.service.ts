import {
  type AccountInfo,
  type FirstInfo,
  type InvitationSource,
  matchesPattern,
  patterns,
  ResponseCode,
  type WebLogonResponse,
} from '@openfair/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import {
  clientPoolMembers,
  emailInvitations,
  exhibitionUsers,
  exhibitorEmployees,
  exhibitors,
  userAccounts,
  visitors,
} from '../../db/schema/index';
import { hashPassword } from '../../lib/password';
import { romanisePersonName } from '../../lib/person-name';
import { configSwitch, createLoginSession, findAccount } from '../session/index';
import { normaliseEmail, normaliseMobile, verifyTargetToken } from '../verification/index';
import { verifyInvitationToken } from './invitation-token.service';
import { type DbOrTx, isUniqueViolation } from './registration.types';
import { checkArea, checkIdentity } from './visitor-info.validator';

type ExhibitionUserRow = typeof exhibitionUsers.$inferSelect;
type VisitorRow = typeof visitors.$inferSelect;
type AccountRow = typeof userAccounts.$inferSelect;

const exists = () => new AppError(ResponseCode.MobileOrEmailExists);

/** Password rule and confirmation, checked before any proof is spent. */
export function checkNewPassword(password: string, confirmPassword: string): void {
  if (!matchesPattern('password', password)) {
    const m = patterns.password.message;
    throw new AppError(ResponseCode.BadRequest, undefined, { cn: m.zh, en: m.en });
  }
  if (password !== confirmPassword) throw new AppError(ResponseCode.PasswordsMismatch);
}

/**
 * The invitation source kept on the new visitor: the source type as given; the exhibitor only when it
 * exhibits at this fair, and the employee only when it works for that exhibitor (a forged or stale link
 * must not credit someone else's exhibitor).
 */
type ResolvedInvitationSource = {
  sourceType: string;
  sourceExhibitorId: string | null;
  sourceEmployeeAccountId: string | null;
  /** the email the invitation was sent to, as the link carried it */
  sourceEmail: string;
};

export async function resolveInvitationSource(
  db: DbOrTx,
  exhibitionId: string,
  source: InvitationSource,
): Promise<ResolvedInvitationSource> {
  const out: ResolvedInvitationSource = {
    sourceType: source?.sourceType ?? '',
    sourceExhibitorId: null,
    sourceEmployeeAccountId: null,
    sourceEmail: (source?.email ?? '').trim().toLowerCase().slice(0, 128),
  };
  if (!source?.exhibitorId) return out;
  const [ex] = await db
    .select({ id: exhibitors.id })
    .from(exhibitors)
    .where(and(eq(exhibitors.id, source.exhibitorId), eq(exhibitors.exhibitionId, exhibitionId)))
    .limit(1);
  if (!ex) return out;
  out.sourceExhibitorId = ex.id;
  if (source.exhibitorEmployeeUserAccountId) {
    const [emp] = await db
      .select({ userAccountId: exhibitorEmployees.userAccountId })
      .from(exhibitorEmployees)
      .where(
        and(
          eq(exhibitorEmployees.exhibitionId, exhibitionId),
          eq(exhibitorEmployees.exhibitorId, ex.id),
          eq(exhibitorEmployees.userAccountId, source.exhibitorEmployeeUserAccountId),
        ),
      )
      .limit(1);
    if (emp) out.sourceEmployeeAccountId = emp.userAccountId;
  }
  return out;
}

type NewVisitor = {
  exhibitionId: string;
  email: string | null;
  mobile: string | null;
  areaCode: string;
  password: string;
  invitationSource?: InvitationSource;
  tokenTtlHours: number;
  /**
   * The exhibitor whose signed invitation link (createInvitationToken) the visitor registered through:
   * they join its client pool at once. Only a verified token names one; a link's claimed exhibitor never does.
   */
  invitedBy?: string;
};

/** Account, VISITOR role (all flags false) and visitor row in one transaction, then a login. */
async function createVisitorAccount(db: Db, input: NewVisitor): Promise<WebLogonResponse> {
  const passwordHash = await hashPassword(input.password);
  const source = await resolveInvitationSource(db, input.exhibitionId, input.invitationSource);
  let account: AccountRow;
  try {
    account = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(userAccounts)
        .values({ email: input.email, mobile: input.mobile, passwordHash })
        .returning();
      const id = created!.id;
      await tx
        .insert(exhibitionUsers)
        .values({ exhibitionId: input.exhibitionId, userAccountId: id, subjectType: 'VISITOR' });
      await tx.insert(visitors).values({
        exhibitionId: input.exhibitionId,
        userAccountId: id,
        email: input.email ?? '',
        mobile: input.mobile ?? '',
        areaCode: input.areaCode,
        ...source,
      });
      // Every exhibitor that invited this address by e-mail sees it registered in its sent list.
      if (input.email)
        await tx
          .update(emailInvitations)
          .set({ registeredAt: new Date(), registeredAccountId: id })
          .where(
            and(
              eq(emailInvitations.exhibitionId, input.exhibitionId),
              sql`lower(${emailInvitations.email}) = ${input.email.toLowerCase()}`,
              isNull(emailInvitations.registeredAt),
            ),
          );
      if (input.invitedBy)
        await tx
          .insert(clientPoolMembers)
          .values({
            exhibitionId: input.exhibitionId,
            exhibitorId: input.invitedBy,
            userAccountId: id,
            source: source.sourceType || 'INVITATION',
          })
          .onConflictDoNothing();
      return created!;
    });
  } catch (e) {
    // Two registrations of one address racing past the existence check: the unique index decides.
    if (isUniqueViolation(e)) throw exists();
    throw e;
  }
  return createLoginSession(db, {
    account,
    loginType: input.email ? 'EMAIL' : 'MOBILE',
    subjectType: 'VISITOR',
    exhibitionId: input.exhibitionId,
    tokenTtlHours: input.tokenTtlHours,
  });
}

type RegisterCommon = {
  exhibitionId: string;
  password: string;
  confirmPassword: string;
  invitationSource?: InvitationSource;
  tokenTtlHours: number;
};

/** registerUserByEmail: a REGISTER proof of the email (validateEmail) and a password. */
export async function registerUserByEmail(
  db: Db,
  input: RegisterCommon & { email: string; verifiedToken: string },
): Promise<WebLogonResponse> {
  checkNewPassword(input.password, input.confirmPassword);
  const email = normaliseEmail(input.email);
  if (await findAccount(db, email)) throw exists();
  await verifyTargetToken(db, { token: input.verifiedToken, target: email, scene: 'REGISTER' });
  return createVisitorAccount(db, { ...input, email, mobile: null, areaCode: '+86' });
}

/**
 * registerUserByEmailNotCheck: an invitation link already proves the email, with a token the server
 * signed (createInvitationToken). The inviting exhibitor in the token is the source, whatever the
 * client claims.
 */
export async function registerUserByEmailNotCheck(
  db: Db,
  input: RegisterCommon & { email: string; invitationToken: string },
): Promise<WebLogonResponse> {
  checkNewPassword(input.password, input.confirmPassword);
  const email = normaliseEmail(input.email);
  const { exhibitorId } = await verifyInvitationToken(db, input.exhibitionId, {
    token: input.invitationToken,
    email,
  });
  if (await findAccount(db, email)) throw exists();
  const claimed = input.invitationSource ?? {};
  const invitationSource: InvitationSource = exhibitorId
    ? {
        ...claimed,
        exhibitorId,
        exhibitorEmployeeUserAccountId:
          claimed.exhibitorId === exhibitorId ? claimed.exhibitorEmployeeUserAccountId : undefined,
        sourceType: claimed.sourceType ?? 'INVITATION',
      }
    : { sourceType: claimed.sourceType ?? 'INVITATION' };
  return createVisitorAccount(db, {
    ...input,
    email,
    mobile: null,
    areaCode: '+86',
    invitationSource,
    invitedBy: exhibitorId || undefined,
  });
}

/** addVisitor: registration by mobile, with a REGISTER proof of the number (validateMobile). */
export async function addVisitor(
  db: Db,
  input: RegisterCommon & { mobile: string; areaCode: string; verifiedToken: string },
): Promise<WebLogonResponse> {
  checkNewPassword(input.password, input.confirmPassword);
  const mobile = normaliseMobile(input.mobile);
  if (await findAccount(db, mobile)) throw exists();
  await verifyTargetToken(db, { token: input.verifiedToken, target: mobile, scene: 'REGISTER' });
  return createVisitorAccount(db, { ...input, email: null, mobile });
}

// --- registration steps ------------------------------------------------------------------------

export type VisitorContext = { account: AccountRow; role: ExhibitionUserRow; visitor: VisitorRow };

/**
 * The caller's account, VISITOR role and visitor row in this fair. A VISITOR role whose visitor row is
 * missing (a role given by other means than registration) gets an empty row, so the steps can fill it.
 */
export async function loadVisitorContext(
  db: DbOrTx,
  exhibitionId: string,
  userAccountId: string,
): Promise<VisitorContext> {
  const load = async () => {
    const [row] = await db
      .select({ account: userAccounts, role: exhibitionUsers, visitor: visitors })
      .from(exhibitionUsers)
      .innerJoin(userAccounts, eq(userAccounts.id, exhibitionUsers.userAccountId))
      .leftJoin(
        visitors,
        and(
          eq(visitors.exhibitionId, exhibitionUsers.exhibitionId),
          eq(visitors.userAccountId, userAccountId),
        ),
      )
      .where(
        and(
          eq(exhibitionUsers.exhibitionId, exhibitionId),
          eq(exhibitionUsers.userAccountId, userAccountId),
          eq(exhibitionUsers.subjectType, 'VISITOR'),
        ),
      )
      .limit(1);
    return row;
  };
  let row = await load();
  if (!row)
    throw new AppError(ResponseCode.Forbidden, undefined, {
      cn: '当前账号不是本届展会的观众',
      en: 'This account is not a visitor of this exhibition',
    });
  if (!row.visitor) {
    await db
      .insert(visitors)
      .values({
        exhibitionId,
        userAccountId,
        email: row.account.email ?? '',
        mobile: row.account.mobile ?? '',
      })
      .onConflictDoNothing();
    row = await load();
  }
  if (!row?.visitor) throw new AppError(ResponseCode.InternalError);
  return { account: row.account, role: row.role, visitor: row.visitor };
}

/** A step screen opened before the step it depends on: refused, naming the step to do first. */
export const stepOrderError = (step: 'firstInfo' | 'accountInfo') =>
  new AppError(
    ResponseCode.Forbidden,
    undefined,
    step === 'firstInfo'
      ? { cn: '请先完成基本信息（第一步）', en: 'Please complete the basic information step first' }
      : { cn: '请先完成业务信息（第二步）', en: 'Please complete the business information step first' },
  );

const ALL_DONE = {
  completeVisitor: true,
  completeVisitorRegister: true,
  completeQuestionnaire: true,
  completeExhibitionRegistration: true,
} as const;

/**
 * Whether a contact the visitor saves is proven: the account's own (proven at registration), the same as
 * already proven, or with a proof (a BIND verified token of that very address) sent along.
 */
async function contactVerified(
  db: Db,
  value: string,
  known: { account: string; current: string; currentVerified: boolean },
  proof: string | undefined,
): Promise<boolean> {
  if (value === '') return false;
  if (value === known.account) return true;
  if (value === known.current && known.currentVerified) return true;
  if (!proof) return false;
  await verifyTargetToken(db, { token: proof, target: value, scene: 'BIND' });
  return true;
}

/**
 * The English of name, company and position: as given; else the stored one while its Chinese is
 * unchanged; else a romanised Chinese name, and no English company or position (the Chinese shows).
 */
function englishColumns(ctx: VisitorContext, info: FirstInfo) {
  const v = ctx.visitor;
  const kept = (given: string | undefined, zh: string, storedZh: string, storedEn: string) =>
    given ?? (zh === storedZh ? storedEn : '');
  return {
    nameEn: info.nameEn || kept(undefined, info.name, v.name, v.nameEn) || romanisePersonName(info.name),
    companyEn: kept(info.companyEn, info.company, v.company, v.companyEn),
    positionEn: kept(info.positionEn, info.position, v.position, v.positionEn),
  };
}

/** Visitor columns of the first info step; the registration contact stays when its field is left empty. */
async function firstInfoColumns(db: Db, ctx: VisitorContext, info: FirstInfo) {
  const area = checkArea(info);
  const byEmail = !!ctx.account.email;
  const email = info.email ? normaliseEmail(info.email) : byEmail ? (ctx.account.email ?? '') : '';
  const mobile = info.mobile ? info.mobile.trim() : !byEmail ? (ctx.account.mobile ?? '') : '';
  return {
    name: info.name,
    company: info.company,
    position: info.position,
    ...englishColumns(ctx, info),
    countryCode: area.countryCode,
    provinceId: area.provinceId,
    cityId: area.cityId,
    email,
    mobile,
    emailVerified: await contactVerified(
      db,
      email,
      {
        account: normaliseEmail(ctx.account.email ?? ''),
        current: ctx.visitor.email,
        currentVerified: ctx.visitor.emailVerified,
      },
      info.emailVerifiedToken,
    ),
    mobileVerified: await contactVerified(
      db,
      normaliseMobile(mobile),
      {
        account: ctx.account.mobile ?? '',
        current: normaliseMobile(ctx.visitor.mobile),
        currentVerified: ctx.visitor.mobileVerified,
      },
      info.mobileVerifiedToken,
    ),
    areaCode: info.areaCode,
  };
}

function accountInfoColumns(info: AccountInfo) {
  const id = checkIdentity(info);
  return {
    businessNature: info.businessNature,
    purchaseCategories: info.purchaseCategories,
    sourcingDemand: info.sourcingDemand,
    website: info.website,
    telephone: info.telephone,
    idType: id.idType,
    idNumber: id.idNumber,
    social: Object.fromEntries(
      Object.entries(info.social).flatMap(([k, v]) => (v?.trim() ? [[k, v.trim()]] : [])),
    ),
    shareContact: info.shareContact,
  };
}

async function setFlags(db: DbOrTx, roleId: string, flags: Partial<typeof ALL_DONE>) {
  if (Object.keys(flags).length > 0)
    await db.update(exhibitionUsers).set(flags).where(eq(exhibitionUsers.id, roleId));
}

/**
 * A completed registration, or a rejected one the visitor has corrected, waits for the organizer's
 * review (the visitor may use the fair meanwhile; a rejection hides them from exhibitors' buyer lists).
 */
export async function submitForReview(db: DbOrTx, visitorId: string) {
  await db
    .update(visitors)
    .set({ reviewStatus: 'pending', reviewReason: '', reviewedAt: null, submittedAt: new Date() })
    .where(eq(visitors.id, visitorId));
}

/** The account keeps the name the person registered with when it had none (accounts are shared by fairs). */
async function nameAccount(db: DbOrTx, ctx: VisitorContext, name: string) {
  if (!ctx.account.name)
    await db.update(userAccounts).set({ name }).where(eq(userAccounts.id, ctx.account.id));
}

/**
 * completeVisitor (first info step): sets the visitor's fields and completeVisitor; with the
 * single-step registration switch on it completes every flag (the visitor finishes on /profile).
 * Saving again later is an edit and never clears a flag.
 */
export async function completeVisitor(
  app: AppContext,
  input: { exhibitionId: string; userAccountId: string; info: FirstInfo },
): Promise<void> {
  const { db } = app;
  const ctx = await loadVisitorContext(db, input.exhibitionId, input.userAccountId);
  const columns = await firstInfoColumns(db, ctx, input.info);
  const singleStep = (await configSwitch(db, input.exhibitionId)).singleStepRegistration;
  await db.transaction(async (tx) => {
    await tx.update(visitors).set(columns).where(eq(visitors.id, ctx.visitor.id));
    await nameAccount(tx, ctx, columns.name);
    await setFlags(tx, ctx.role.id, singleStep ? ALL_DONE : { completeVisitor: true });
    if (singleStep && !ctx.role.completeExhibitionRegistration) await submitForReview(tx, ctx.visitor.id);
  });
  // ALL_DONE includes the pre-registration the session carries.
  await app.events.publish('session.changed', { userAccountId: input.userAccountId });
}

/** saveAccountInfo (second info step, /register/account-info/1): only after the first info step. */
export async function saveAccountInfo(
  db: Db,
  input: { exhibitionId: string; userAccountId: string; info: AccountInfo },
): Promise<void> {
  const ctx = await loadVisitorContext(db, input.exhibitionId, input.userAccountId);
  if (!ctx.role.completeVisitor) throw stepOrderError('firstInfo');
  const columns = accountInfoColumns(input.info);
  await db.transaction(async (tx) => {
    await tx.update(visitors).set(columns).where(eq(visitors.id, ctx.visitor.id));
    await setFlags(tx, ctx.role.id, { completeVisitorRegister: true });
  });
}

/**
 * updateProfile (/profile): the first and second info fields together, same validation. An edit of
 * done steps; only in single-step mode may it be the first save, which then completes registration.
 */
export async function updateProfile(
  app: AppContext,
  input: { exhibitionId: string; userAccountId: string; info: FirstInfo & AccountInfo },
): Promise<void> {
  const { db } = app;
  const ctx = await loadVisitorContext(db, input.exhibitionId, input.userAccountId);
  const singleStep = (await configSwitch(db, input.exhibitionId)).singleStepRegistration;
  if (!ctx.role.completeVisitor && !singleStep) throw stepOrderError('firstInfo');
  const columns = { ...(await firstInfoColumns(db, ctx, input.info)), ...accountInfoColumns(input.info) };
  await db.transaction(async (tx) => {
    await tx.update(visitors).set(columns).where(eq(visitors.id, ctx.visitor.id));
    await nameAccount(tx, ctx, columns.name);
    if (!ctx.role.completeVisitor) await setFlags(tx, ctx.role.id, ALL_DONE);
    const completes = !ctx.role.completeExhibitionRegistration && !ctx.role.completeVisitor;
    if (completes || ctx.visitor.reviewStatus === 'rejected') await submitForReview(tx, ctx.visitor.id);
  });
  await app.events.publish('session.changed', { userAccountId: input.userAccountId });
}
