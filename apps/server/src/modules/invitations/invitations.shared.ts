import { type Bilingual, ResponseCode } from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { exhibitorEmployees } from '../../db/schema/index';

/** A refusal with its message in both languages (the request's is sent). */
export const fail = (code: ResponseCode, message: Bilingual) =>
  new AppError(code, undefined, { cn: message.zh, en: message.en });

/** The caller's company and whether they administer it: exhibitor staff who have not resigned. */
export function companyOf(session: AuthSession): { exhibitorId: string; admin: boolean } {
  const e = session.employee;
  if (!e || e.resigned) throw new AppError(ResponseCode.Forbidden);
  return { exhibitorId: e.exhibitorId, admin: e.admin };
}

/** The company's current administrators (accounts): who hears of what arrives for the company. */
export async function administrators(db: DbOrTx, exhibitorId: string): Promise<string[]> {
  const rows = await db
    .select({ id: exhibitorEmployees.userAccountId })
    .from(exhibitorEmployees)
    .where(
      and(
        eq(exhibitorEmployees.exhibitorId, exhibitorId),
        eq(exhibitorEmployees.admin, true),
        eq(exhibitorEmployees.resigned, false),
      ),
    );
  return rows.map((r) => r.id);
}
