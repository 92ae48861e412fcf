import {
  type CheckBindResponse,
  type ConfigSwitch,
  type ConfigurationInformation,
  DEFAULT_TOURIST_PRODUCT_LIMIT,
  type LanguageType,
  ResponseCode,
  type SessionSubjectType,
  type SettingsFlags,
  type SubjectType,
  type WebLogonRequest,
  type WebLogonResponse,
} from '@openfair/contract';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import {
  authTokens,
  configurationItems,
  exhibitions,
  exhibitionUsers,
  exhibitorEmployees,
  exhibitors,
  organizers,
  userAccounts,
  visitors,
} from '../../db/schema/index';
import { hashPassword, verifyPassword } from '../../lib/password';
import { generateToken, hashToken } from '../../lib/tokens';
import { consumeCode, normaliseMobile, normaliseTarget } from '../verification/index';
import { assertNotLocked, failLogin, recordLoginAttempt } from './lockout.service';

export type AccountRow = typeof userAccounts.$inferSelect;
export type LoginType = WebLogonResponse['loginType'];

/** Email (case-insensitive, through the lower(email) index) or mobile number. */
export async function findAccount(
  db: DbOrTx,
  account: string,
): Promise<{ row: AccountRow; loginType: LoginType } | null> {
  const value = account.trim();
  if (value.includes('@')) {
    const [row] = await db
      .select()
      .from(userAccounts)
      .where(sql`lower(${userAccounts.email}) = ${value.toLowerCase()}`)
      .limit(1);
    return row ? { row, loginType: 'EMAIL' } : null;
  }
  const [row] = await db
    .select()
    .from(userAccounts)
    .where(eq(userAccounts.mobile, normaliseMobile(value)))
    .limit(1);
  return row ? { row, loginType: 'MOBILE' } : null;
}

export type Roles = {
  organizer: boolean;
  visitor: typeof exhibitionUsers.$inferSelect | null;
  employee: typeof exhibitorEmployees.$inferSelect | null;
};

/** The account's roles in one fair. An organizer is either in `organizers` or has an ORGANIZER row. */
export async function rolesOf(db: Db, exhibitionId: string, userAccountId: string): Promise<Roles> {
  const [euRows, empRows, orgRows] = await Promise.all([
    db
      .select()
      .from(exhibitionUsers)
      .where(
        and(eq(exhibitionUsers.exhibitionId, exhibitionId), eq(exhibitionUsers.userAccountId, userAccountId)),
      ),
    db
      .select()
      .from(exhibitorEmployees)
      .where(
        and(
          eq(exhibitorEmployees.exhibitionId, exhibitionId),
          eq(exhibitorEmployees.userAccountId, userAccountId),
        ),
      )
      .limit(1),
    db
      .select({ id: organizers.id })
      .from(organizers)
      .where(and(eq(organizers.exhibitionId, exhibitionId), eq(organizers.userAccountId, userAccountId)))
      .limit(1),
  ]);
  const employee = empRows[0] && !empRows[0].resigned ? empRows[0] : null;
  return {
    organizer: orgRows.length > 0 || euRows.some((r) => r.subjectType === 'ORGANIZER'),
    visitor: euRows.find((r) => r.subjectType === 'VISITOR') ?? null,
    employee,
  };
}

// A fixed hash to verify against when the account does not exist, so that the response time does not
// tell whether an account exists.
let dummyHash: Promise<string> | null = null;

export type WebLogonInput = WebLogonRequest & {
  exhibitionId: string;
  tokenTtlHours: number;
  /** the client address, for the lockout */
  clientKey: string;
};

/**
 * Password or code login. The lockout is checked first (a locked account is refused even with the right
 * password, but not with a code sent to it), every failure is recorded, and a success starts the
 * account's count afresh.
 */
export async function webLogon(db: Db, input: WebLogonInput): Promise<WebLogonResponse> {
  const found = await findAccount(db, input.account);
  // Counted per account (its email and mobile together); unknown names are counted as typed.
  const key = { account: found?.row.id ?? normaliseTarget(input.account), clientKey: input.clientKey };
  const proof = input.code !== undefined ? 'code' : 'password';
  await assertNotLocked(db, key, proof);

  if (input.code !== undefined) {
    try {
      await consumeCode(db, { target: input.account, scene: 'LOGIN', code: input.code });
    } catch (e) {
      if (e instanceof AppError) await failLogin(db, key, e, proof);
      throw e;
    }
  } else {
    const password = input.password ?? '';
    let right = false;
    if (found?.row.passwordHash) right = await verifyPassword(found.row.passwordHash, password);
    else {
      dummyHash ??= hashPassword('not-a-real-password');
      await verifyPassword(await dummyHash, password);
    }
    if (!right) await failLogin(db, key, new AppError(ResponseCode.PasswordError));
  }
  // A LOGIN code is only ever sent to an existing account, and a right password has one.
  if (!found) throw new AppError(ResponseCode.AccountNotFound);
  const account = found;
  await recordLoginAttempt(db, { ...key, succeeded: true });

  // Roles are checked only after the password, so they leak nothing to someone guessing.
  const roles = await rolesOf(db, input.exhibitionId, account.row.id);
  let subjectType: SubjectType;
  if (roles.organizer) subjectType = 'ORGANIZER';
  else if (input.loginSubjectType === 'ACTOR') {
    if (!roles.employee) throw new AppError(ResponseCode.NotBound);
    subjectType = 'ACTOR';
  } else {
    if (!roles.visitor) throw new AppError(ResponseCode.AccountNotFound);
    subjectType = 'VISITOR';
  }
  return createLoginSession(db, {
    account: account.row,
    loginType: account.loginType,
    subjectType,
    exhibitionId: input.exhibitionId,
    tokenTtlHours: input.tokenTtlHours,
  });
}

/** Mints a new token (every login gets its own) and builds the webLogon response. */
export async function mintToken(
  db: Db,
  input: { userAccountId: string; subjectType: SubjectType; exhibitionId: string; tokenTtlHours: number },
): Promise<string> {
  const token = generateToken();
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userAccountId: input.userAccountId,
    exhibitionId: input.exhibitionId,
    subjectType: input.subjectType,
    expiresAt: new Date(Date.now() + input.tokenTtlHours * 3_600_000),
  });
  return token;
}

/**
 * A logged-in session for an account whose identity was proven (password, code, registration):
 * the webLogon response. Registration calls answer with it too.
 */
export async function createLoginSession(
  db: Db,
  input: {
    account: AccountRow;
    loginType: LoginType;
    subjectType: SubjectType;
    exhibitionId: string;
    tokenTtlHours: number;
  },
): Promise<WebLogonResponse> {
  const { account } = input;
  const token = await mintToken(db, {
    userAccountId: account.id,
    subjectType: input.subjectType,
    exhibitionId: input.exhibitionId,
    tokenTtlHours: input.tokenTtlHours,
  });
  return {
    token,
    subjectType: input.subjectType,
    userAccountId: account.id,
    loginAccount: (input.loginType === 'EMAIL' ? account.email : account.mobile) ?? '',
    loginType: input.loginType,
    mustChangePassword: account.mustChangePassword,
    hasPassword: !!account.passwordHash,
  };
}

/** Revokes the presented token, whatever its state, on every instance; logging out never fails. */
export async function logout(app: AppContext, authorization: string | undefined): Promise<void> {
  const raw = authorization?.replace(/^Bearer\s+/i, '').trim();
  if (!raw || raw === app.settings.visitorToken || raw.length > 256) return;
  const tokenHash = hashToken(raw);
  const revoked = await app.db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, tokenHash), sql`${authTokens.revokedAt} is null`))
    .returning({ userAccountId: authTokens.userAccountId });
  for (const { userAccountId } of revoked) await app.events.publish('session.changed', { userAccountId });
}

/**
 * Revokes one session by its token's id (a newer login of the same device class took the chat over):
 * the client is logged out everywhere it uses that token.
 */
export async function revokeSession(app: AppContext, tokenId: string): Promise<void> {
  const revoked = await app.db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.id, tokenId), sql`${authTokens.revokedAt} is null`))
    .returning({ userAccountId: authTokens.userAccountId });
  for (const { userAccountId } of revoked) await app.events.publish('session.changed', { userAccountId });
}

/** Is the account bound to this fair, as the requested role when one is given? */
export async function checkBind(
  db: Db,
  exhibitionId: string,
  account: string,
  requested: SessionSubjectType,
): Promise<CheckBindResponse> {
  const found = await findAccount(db, account);
  if (!found) return { exists: false, bound: false, subjectType: '' };
  const roles = await rolesOf(db, exhibitionId, found.row.id);
  const subjectType: SessionSubjectType = roles.organizer
    ? 'ORGANIZER'
    : requested === 'ACTOR' && roles.employee
      ? 'ACTOR'
      : requested === 'VISITOR' && roles.visitor
        ? 'VISITOR'
        : roles.employee
          ? 'ACTOR'
          : roles.visitor
            ? 'VISITOR'
            : '';
  const bound = requested === '' ? subjectType !== '' : roles.organizer || subjectType === requested;
  return { exists: true, bound, subjectType };
}

export type UserInfoRows = {
  account: AccountRow;
  completeRow: typeof exhibitionUsers.$inferSelect | null;
  visitor: typeof visitors.$inferSelect | null;
  employee: typeof exhibitorEmployees.$inferSelect | null;
  exhibitor: Omit<typeof exhibitors.$inferSelect, 'searchVector'> | null;
  organizer: typeof organizers.$inferSelect | null;
  appId: string;
};

const { searchVector: _searchVector, ...exhibitorColumns } = getTableColumns(exhibitors);

/**
 * Everything GET /getInfo presents, for the session's account and subject type in its fair, in one
 * query (the SPA asks for it on every load): each left join is on a unique key, and only the subject
 * type's own rows can match.
 */
export async function loadUserInfo(db: Db, s: AuthSession): Promise<UserInfoRows> {
  const mine = <T extends typeof visitors | typeof exhibitorEmployees | typeof organizers>(t: T) =>
    and(eq(t.exhibitionId, s.exhibitionId), eq(t.userAccountId, userAccounts.id));
  const [row] = await db
    .select({
      account: userAccounts,
      appId: exhibitions.appId,
      completeRow: exhibitionUsers,
      visitor: visitors,
      employee: exhibitorEmployees,
      exhibitor: exhibitorColumns,
      organizer: organizers,
    })
    .from(userAccounts)
    .leftJoin(exhibitions, eq(exhibitions.id, s.exhibitionId))
    .leftJoin(
      exhibitionUsers,
      and(
        eq(exhibitionUsers.exhibitionId, s.exhibitionId),
        eq(exhibitionUsers.userAccountId, userAccounts.id),
        eq(exhibitionUsers.subjectType, s.subjectType),
      ),
    )
    .leftJoin(visitors, s.subjectType === 'VISITOR' ? mine(visitors) : sql`false`)
    .leftJoin(exhibitorEmployees, s.subjectType === 'ACTOR' ? mine(exhibitorEmployees) : sql`false`)
    .leftJoin(exhibitors, eq(exhibitors.id, exhibitorEmployees.exhibitorId))
    .leftJoin(organizers, s.subjectType === 'ORGANIZER' ? mine(organizers) : sql`false`)
    .where(eq(userAccounts.id, s.userAccountId))
    .limit(1);
  if (!row) throw new AppError(ResponseCode.LoginExpired);
  // An employee who resigned since logging in (or lost the company) no longer has a session worth keeping.
  if (s.subjectType === 'ACTOR' && (!row.employee || !row.exhibitor || row.employee.resigned))
    throw new AppError(ResponseCode.LoginExpired);
  return {
    account: row.account,
    completeRow: row.completeRow,
    visitor: row.visitor,
    employee: row.employee,
    exhibitor: row.exhibitor,
    organizer: row.organizer,
    appId: row.appId ?? '',
  };
}

async function configurationValue(
  db: DbOrTx,
  exhibitionId: string,
  key: string,
): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ value: configurationItems.value })
    .from(configurationItems)
    .where(and(eq(configurationItems.exhibitionId, exhibitionId), eq(configurationItems.key, key)))
    .limit(1);
  const v = row?.value;
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** Only keys of the defaults, and only values of the same type, survive the merge. */
function mergeOver<T extends Record<string, unknown>>(defaults: T, stored: Record<string, unknown>): T {
  const out: Record<string, unknown> = { ...defaults };
  for (const [k, v] of Object.entries(defaults)) {
    if (k in stored && typeof stored[k] === typeof v) out[k] = stored[k];
  }
  return out as T;
}

export const completeRegistrationLink = (basePath: string) => `${basePath}/l-register/account-email-info/0`;

export async function configurationInformation(
  db: Db,
  exhibitionId: string,
  lang: LanguageType,
  basePath: string,
): Promise<ConfigurationInformation> {
  const [exhibition] = await db.select().from(exhibitions).where(eq(exhibitions.id, exhibitionId)).limit(1);
  const stored = await configurationValue(db, exhibitionId, 'information');
  const defaults: ConfigurationInformation = {
    exhibitionName: exhibition?.name ?? '',
    exhibitionNameEn: exhibition?.nameEn ?? '',
    startDate: exhibition?.startDate ?? '',
    endDate: exhibition?.endDate ?? '',
    visitorOpen: true,
    actorOpen: true,
    visitorClosedNotice: '',
    actorClosedNotice: '',
    touristProductLimit: DEFAULT_TOURIST_PRODUCT_LIMIT,
    completeRegistrationLink: completeRegistrationLink(basePath),
  };
  const merged = mergeOver(defaults, stored);
  // Closed notices may be stored in both languages (…En); the client gets the request's one.
  if (lang === 'en') {
    for (const k of ['visitorClosedNotice', 'actorClosedNotice'] as const) {
      const en = stored[`${k}En`];
      if (typeof en === 'string' && en) merged[k] = en;
    }
  }
  if (!merged.completeRegistrationLink) merged.completeRegistrationLink = completeRegistrationLink(basePath);
  return merged;
}

export const DEFAULT_CONFIG_SWITCH: ConfigSwitch = {
  visitorDelay: false,
  secondInfo: false,
  hideElement: false,
  dockingMeeting: false,
  registrationOnly: false,
  singleStepRegistration: false,
};

export async function configSwitch(db: Db, exhibitionId: string): Promise<ConfigSwitch> {
  return mergeOver(DEFAULT_CONFIG_SWITCH, await configurationValue(db, exhibitionId, 'configSwitch'));
}

/** The settings flags of spec 000 §3: all off until an organizer switches one (key `settingsFlags`). */
export const DEFAULT_SETTINGS_FLAGS: SettingsFlags = {
  noAction: false,
  noActor: false,
  onlayReg: false,
  onlayReg2: false,
};

export async function settingsFlags(db: DbOrTx, exhibitionId: string): Promise<SettingsFlags> {
  return mergeOver(DEFAULT_SETTINGS_FLAGS, await configurationValue(db, exhibitionId, 'settingsFlags'));
}

/** The bare fair for DEMO_DATA=0: the exhibition row and its default configuration. */
export async function createBareExhibition(db: Db, exhibitionId: string, appId: string): Promise<void> {
  const year = new Date().getUTCFullYear();
  await db
    .insert(exhibitions)
    .values({
      id: exhibitionId,
      appId,
      name: 'OpenFair 展会',
      nameEn: 'OpenFair Exhibition',
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
    })
    .onConflictDoNothing();
  await db
    .insert(configurationItems)
    .values([
      { exhibitionId, key: 'information', value: {} },
      { exhibitionId, key: 'configSwitch', value: DEFAULT_CONFIG_SWITCH },
    ])
    .onConflictDoNothing();
}
