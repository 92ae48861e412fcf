import type { ExhibitorPackage, OrganizerExhibitor, Page } from '@openfair/contract';
import { ResponseCode } from '@openfair/contract';
import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { exhibitors } from '../../db/schema/index';
import { exhibitorSearchText, refreshExhibitorVector, searchVectorSql, toTsQuery } from '../catalog/index';
import { createEmployeeAccount, newExhibitorCode, type PreparedPassword } from '../registration/index';
import { type Organizer, recordAudit, requirePermission } from './organizer-access.service';

type ExhibitorRow = typeof exhibitors.$inferSelect;

const present = (row: ExhibitorRow): OrganizerExhibitor => ({
  id: row.id,
  code: row.code,
  name: row.name,
  nameEn: row.nameEn,
  package: row.package as ExhibitorPackage,
  floor: row.floor,
  boothNumber: row.boothNumber,
  boothArea: row.boothArea,
  createdAt: row.createdAt.toISOString(),
});

/** What the audit log keeps of an exhibitor's organizer-set fields. */
const audited = (
  e: Pick<ExhibitorRow, 'name' | 'nameEn' | 'package' | 'floor' | 'boothNumber' | 'boothArea'>,
) => ({
  name: e.name,
  nameEn: e.nameEn,
  package: e.package,
  floor: e.floor,
  boothNumber: e.boothNumber,
  boothArea: e.boothArea,
});

/**
 * The fair's exhibitors, newest first. A keyword is an exhibitor's code (its unique index) or words of
 * its names (the search vector's GIN index): no call reads every exhibitor of a large fair.
 */
export async function listExhibitors(
  app: AppContext,
  session: AuthSession,
  query: { pageNum: number; pageSize: number; keyword: string; package?: ExhibitorPackage },
): Promise<Page<OrganizerExhibitor>> {
  await requirePermission(app, session, 'manageExhibitors');
  const filters: (SQL | undefined)[] = [eq(exhibitors.exhibitionId, session.exhibitionId)];
  if (query.package) filters.push(eq(exhibitors.package, query.package));
  if (query.keyword) {
    const tsquery = toTsQuery(query.keyword);
    filters.push(
      or(
        eq(exhibitors.code, query.keyword.toUpperCase()),
        tsquery ? sql`${exhibitors.searchVector} @@ to_tsquery('simple', ${tsquery})` : undefined,
      ),
    );
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    app.db
      .select()
      .from(exhibitors)
      .where(where)
      .orderBy(desc(exhibitors.createdAt), exhibitors.id)
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    app.db.select({ n: count() }).from(exhibitors).where(where),
  ]);
  return { list: rows.map(present), total: total?.n ?? 0, pageNum: query.pageNum, pageSize: query.pageSize };
}

type BoothInput = {
  name: string;
  nameEn: string;
  package: ExhibitorPackage;
  floor: string;
  boothNumber: string;
  boothArea: string;
};

export type NewExhibitor = BoothInput & {
  admin: { name: string; email: string; mobile: string; position: string };
};

/**
 * Writes one new exhibitor, its first administrator and the audit entry in the caller's transaction:
 * what creating one exhibitor and importing many share. The search vector is written with the row (a
 * new company has no products, categories or introduction yet), so nothing is rebuilt afterwards; the
 * caller publishes 'catalog.changed' once it has committed.
 */
export async function addExhibitor(
  tx: DbOrTx,
  exhibitionId: string,
  actor: Organizer,
  input: NewExhibitor,
  o: { action: 'exhibitor.create' | 'exhibitor.import'; prepared?: PreparedPassword },
): Promise<{ exhibitor: ExhibitorRow; initialPassword: string }> {
  const booth = boothValues(input);
  const searchText = exhibitorSearchText({
    name: booth.name,
    nameEn: booth.nameEn,
    brand: '',
    tags: [],
    introduction: '',
    enIntroduction: '',
    categoryLabels: [],
    productNames: [],
  });
  const [row] = await tx
    .insert(exhibitors)
    .values({ exhibitionId, code: newExhibitorCode(), ...booth, searchVector: searchVectorSql(searchText) })
    .returning();
  const admin = await createEmployeeAccount(tx, {
    exhibitionId,
    exhibitorId: row!.id,
    name: input.admin.name,
    email: input.admin.email,
    mobile: input.admin.mobile,
    position: input.admin.position,
    admin: true,
    prepared: o.prepared,
  });
  await recordAudit(tx, exhibitionId, actor, {
    action: o.action,
    targetType: 'exhibitor',
    targetId: row!.id,
    before: null,
    after: { ...audited(row!), admin: input.admin.email || input.admin.mobile },
  });
  return { exhibitor: row!, initialPassword: admin.initialPassword };
}

/**
 * A new exhibitor and its first administrator, in one transaction: an administrator who cannot be
 * created (a taken email or mobile) leaves no company behind. The initial password is answered once.
 */
export async function createExhibitor(
  app: AppContext,
  session: AuthSession,
  input: NewExhibitor,
): Promise<{ exhibitor: OrganizerExhibitor; initialPassword: string }> {
  const actor = await requirePermission(app, session, 'manageExhibitors');
  const { exhibitor, initialPassword } = await app.db.transaction((tx) =>
    addExhibitor(tx, session.exhibitionId, actor, input, { action: 'exhibitor.create' }),
  );
  await app.events.publish('catalog.changed', { exhibitionId: session.exhibitionId });
  return { exhibitor: present(exhibitor), initialPassword };
}

const boothValues = (input: BoothInput) => ({
  name: input.name,
  nameEn: input.nameEn,
  package: input.package,
  floor: input.floor,
  boothNumber: input.boothNumber,
  boothArea: input.boothArea,
});

/** Changes what the organizer decides of an exhibitor: its names, package, floor and booth. */
export async function updateExhibitor(
  app: AppContext,
  session: AuthSession,
  input: BoothInput & { id: string },
): Promise<OrganizerExhibitor> {
  const actor = await requirePermission(app, session, 'manageExhibitors');
  const updated = await app.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(exhibitors)
      .where(and(eq(exhibitors.exhibitionId, session.exhibitionId), eq(exhibitors.id, input.id)))
      .for('update');
    if (!current) throw new AppError(ResponseCode.NotFound);
    const [row] = await tx
      .update(exhibitors)
      .set(boothValues(input))
      .where(eq(exhibitors.id, current.id))
      .returning();
    await recordAudit(tx, session.exhibitionId, actor, {
      action: 'exhibitor.update',
      targetType: 'exhibitor',
      targetId: current.id,
      before: audited(current),
      after: audited(row!),
    });
    return row!;
  });
  await refreshExhibitorVector(app.db, session.exhibitionId, updated.id);
  await app.events.publish('catalog.changed', { exhibitionId: session.exhibitionId });
  return present(updated);
}
