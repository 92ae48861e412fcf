import type { Bilingual, ResponseCode, Sign } from '@openfair/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import { mediaUrls } from '../../core/media-url';
import type { DbOrTx } from '../../db/client';
import { exhibitionUsers, exhibitors, products, sourcingMeetings } from '../../db/schema/index';
import { type MeetingRow, type ProductRow, presentSign, type SignRow } from './sourcing.presenter';

export const fail = (code: ResponseCode, message: Bilingual) =>
  new AppError(code, undefined, { cn: message.zh, en: message.en });

/** `%words%` for ILIKE with the caller's % and _ taken literally. */
export const contains = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function meetingInFair(
  db: DbOrTx,
  exhibitionId: string,
  id: string,
): Promise<MeetingRow | undefined> {
  const [row] = await db
    .select()
    .from(sourcingMeetings)
    .where(and(eq(sourcingMeetings.id, id), eq(sourcingMeetings.exhibitionId, exhibitionId)))
    .limit(1);
  return row;
}

export async function meetingsById(db: DbOrTx, ids: string[]): Promise<Map<string, MeetingRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(sourcingMeetings)
    .where(inArray(sourcingMeetings.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Whether the visitor finished registering in this fair: only they may submit needs (spec 001 §6). */
export async function isRegisteredVisitor(app: AppContext, session: AuthSession): Promise<boolean> {
  if (session.subjectType !== 'VISITOR') return false;
  const [row] = await app.db
    .select({ complete: exhibitionUsers.completeExhibitionRegistration })
    .from(exhibitionUsers)
    .where(
      and(
        eq(exhibitionUsers.exhibitionId, session.exhibitionId),
        eq(exhibitionUsers.userAccountId, session.userAccountId),
        eq(exhibitionUsers.subjectType, 'VISITOR'),
      ),
    )
    .limit(1);
  return row?.complete === true;
}

/** The caller's company when they are its (not resigned) staff, with its package. */
export async function companyOf(
  app: AppContext,
  session: AuthSession,
): Promise<{ id: string; upgraded: boolean; admin: boolean } | null> {
  const employee = session.employee;
  if (session.subjectType !== 'ACTOR' || !employee || employee.resigned) return null;
  const [row] = await app.db
    .select({ id: exhibitors.id, package: exhibitors.package })
    .from(exhibitors)
    .where(and(eq(exhibitors.id, employee.exhibitorId), eq(exhibitors.exhibitionId, session.exhibitionId)))
    .limit(1);
  return row ? { id: row.id, upgraded: row.package === 'upgraded', admin: employee.admin } : null;
}

/** Sign-up rows as the contract shows them: their meetings, companies and picked exhibits read in three queries. */
export async function presentSigns(app: AppContext, db: DbOrTx, rows: SignRow[], now: Date): Promise<Sign[]> {
  if (rows.length === 0) return [];
  const url = mediaUrls(app.storage);
  const productIds = [...new Set(rows.flatMap((r) => r.productIds))];
  const exhibitorIds = [...new Set(rows.map((r) => r.exhibitorId))];
  const [meetings, companies, picks] = await Promise.all([
    meetingsById(
      db,
      rows.map((r) => r.meetingId),
    ),
    db
      .select({ id: exhibitors.id, name: exhibitors.name, nameEn: exhibitors.nameEn })
      .from(exhibitors)
      .where(inArray(exhibitors.id, exhibitorIds)),
    productIds.length
      ? db
          .select({ id: products.id, name: products.name, nameEn: products.nameEn, images: products.images })
          .from(products)
          .where(inArray(products.id, productIds))
      : Promise.resolve([] as ProductRow[]),
  ]);
  const companyById = new Map(companies.map((c) => [c.id, c]));
  const pickById = new Map(picks.map((p) => [p.id, p]));
  return rows.flatMap((r) => {
    const meeting = meetings.get(r.meetingId);
    if (!meeting) return [];
    const company = companyById.get(r.exhibitorId) ?? { name: '', nameEn: '' };
    return [presentSign(r, meeting, company, pickById, now, url)];
  });
}
