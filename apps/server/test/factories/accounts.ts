import { randomUUID } from 'node:crypto';
import { SessionPaths, type SubjectType, type WebLogonResponse } from '@openfair/contract';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { exhibitionUsers, userAccounts, visitors } from '../../src/db/schema/index';
import { hashPassword } from '../../src/lib/password';
import type { TestClient } from '../client';
import { FAIR_A, PASSWORD } from '../fixtures';

type AccountRow = typeof userAccounts.$inferInsert;
type VisitorRow = typeof visitors.$inferInsert;
type Steps = Partial<
  Pick<
    typeof exhibitionUsers.$inferInsert,
    'completeVisitor' | 'completeVisitorRegister' | 'completeQuestionnaire' | 'completeExhibitionRegistration'
  >
>;

export type AccountOverrides = Partial<Omit<AccountRow, 'passwordHash'>> & {
  /** the password to store (hashed); without it the account has none, as after a registration by code */
  password?: string;
};

/** A user account with no role in any fair: `{ userAccountId }`. */
export async function createAccount(
  db: Db,
  overrides: AccountOverrides = {},
): Promise<{ userAccountId: string }> {
  const { password, ...row } = overrides;
  const id = row.id ?? `acc-${randomUUID()}`;
  await db.insert(userAccounts).values({
    ...row,
    id,
    ...(password === undefined ? {} : { passwordHash: await hashPassword(password) }),
  });
  return { userAccountId: id };
}

/** The role of an account in one fair, with its registration steps (none done unless said). */
export async function createExhibitionUser(
  db: Db,
  o: { exhibitionId?: string; userAccountId: string; subjectType: SubjectType } & Steps,
): Promise<{ exhibitionUserId: string }> {
  const [row] = await db
    .insert(exhibitionUsers)
    .values({ ...o, exhibitionId: o.exhibitionId ?? FAIR_A })
    .returning({ id: exhibitionUsers.id });
  return { exhibitionUserId: row!.id };
}

/**
 * A visitor of a fair: the account (new, from `account`, or the existing `userAccountId`), its VISITOR
 * role with `steps` and its visitor row with `visitor`.
 */
export async function createVisitor(
  db: Db,
  o: {
    exhibitionId?: string;
    userAccountId?: string;
    account?: AccountOverrides;
    steps?: Steps;
    visitor?: Partial<Omit<VisitorRow, 'exhibitionId' | 'userAccountId'>>;
  } = {},
): Promise<{ userAccountId: string; exhibitionUserId: string; visitorId: string }> {
  const exhibitionId = o.exhibitionId ?? FAIR_A;
  const userAccountId = o.userAccountId ?? (await createAccount(db, o.account)).userAccountId;
  const { exhibitionUserId } = await createExhibitionUser(db, {
    exhibitionId,
    userAccountId,
    subjectType: 'VISITOR',
    ...o.steps,
  });
  const [row] = await db
    .insert(visitors)
    .values({ ...o.visitor, exhibitionId, userAccountId })
    .returning({ id: visitors.id });
  return { userAccountId, exhibitionUserId, visitorId: row!.id };
}

/**
 * A new session of an account by password, apart from the client's cached role logins (a test that
 * logs out, changes a password or compares tokens needs its own): the webLogon data.
 */
export async function logIn(
  api: TestClient,
  account: string,
  o: { subjectType?: SubjectType; fair?: string; password?: string } = {},
): Promise<WebLogonResponse> {
  const res = await api.post(
    SessionPaths.webLogon,
    { account, password: o.password ?? PASSWORD, loginSubjectType: o.subjectType ?? 'VISITOR' },
    { fair: o.fair },
  );
  expect(res.code, `login of ${account}: ${res.msg}`).toBe(1000);
  return res.data;
}
