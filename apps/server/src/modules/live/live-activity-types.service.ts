import {
  type ActivityType,
  type ActivityTypeAdmin,
  fillMessage,
  type LanguageType,
  LIVE_ACTIVITY_TYPES_MAX,
  liveMessages,
  ResponseCode,
} from '@openfair/contract';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import { LIVE_ACTIVITY_TYPE_FK, liveActivityTypes, lives } from '../../db/schema/index';
import { recordAudit, requirePermission } from '../organizer/index';
import { refused } from './live.service';

/** The activity types a fair starts with; the organizer changes them at /organizer/live/activity-types. */
const DEFAULT_ACTIVITY_TYPES = [
  ['新品发布', 'New product launch'],
  ['工厂直播', 'Factory tour'],
  ['在线答疑', 'Live Q&A'],
  ['促销专场', 'Promotion'],
] as const;

type TypeRow = typeof liveActivityTypes.$inferSelect;

const pick = (lang: LanguageType, zh: string, en: string) => (lang === 'en' ? en || zh : zh || en);

/**
 * The fair's activity types in their order, disabled ones included; a fair that has none yet gets the
 * four it starts with (a fair always keeps at least one: the last one is disabled, not deleted).
 */
async function typesOf(db: DbOrTx, exhibitionId: string): Promise<TypeRow[]> {
  const rows = await db
    .select()
    .from(liveActivityTypes)
    .where(eq(liveActivityTypes.exhibitionId, exhibitionId))
    .orderBy(asc(liveActivityTypes.sort), asc(liveActivityTypes.id));
  if (rows.length > 0) return rows;
  return db
    .insert(liveActivityTypes)
    .values(DEFAULT_ACTIVITY_TYPES.map(([name, nameEn], sort) => ({ exhibitionId, name, nameEn, sort })))
    .returning();
}

/** spec 001 §7 /activityType/queryList: the types offered for lives (and the list's filter); not the disabled ones. */
export async function activityTypes(
  app: AppContext,
  exhibitionId: string,
  lang: LanguageType,
): Promise<ActivityType[]> {
  return (await typesOf(app.db, exhibitionId))
    .filter((r) => !r.disabled)
    .map((r) => ({ id: r.id, name: pick(lang, r.name, r.nameEn) }));
}

async function usage(db: DbOrTx, exhibitionId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: lives.activityTypeId, n: count() })
    .from(lives)
    .where(and(eq(lives.exhibitionId, exhibitionId), isNotNull(lives.activityTypeId)))
    .groupBy(lives.activityTypeId);
  return new Map(rows.map((r) => [r.id ?? '', r.n]));
}

const presentAdmin = (r: TypeRow, used: Map<string, number>): ActivityTypeAdmin => ({
  id: r.id,
  name: r.name,
  nameEn: r.nameEn,
  sort: r.sort,
  disabled: r.disabled,
  lives: used.get(r.id) ?? 0,
});

const snapshot = (r: TypeRow) => ({ name: r.name, nameEn: r.nameEn, sort: r.sort, disabled: r.disabled });

/** Every activity type of the fair with how many lives use it (owners and content editors). */
export async function listActivityTypesAdmin(app: AppContext, session: AuthSession) {
  await requirePermission(app, session, 'editContent');
  const [rows, used] = await Promise.all([
    typesOf(app.db, session.exhibitionId),
    usage(app.db, session.exhibitionId),
  ]);
  return rows.map((r) => presentAdmin(r, used));
}

async function typeOf(db: DbOrTx, exhibitionId: string, id: string): Promise<TypeRow> {
  const [row] = await db
    .select()
    .from(liveActivityTypes)
    .where(and(eq(liveActivityTypes.id, id), eq(liveActivityTypes.exhibitionId, exhibitionId)))
    .limit(1);
  if (!row) throw refused(ResponseCode.NotFound, liveMessages.badActivityType);
  return row;
}

/** Adds a type at the end, or renames one (both names required: lives are listed in both languages). */
export async function saveActivityType(
  app: AppContext,
  session: AuthSession,
  input: { id?: string; name: string; nameEn: string },
): Promise<ActivityTypeAdmin> {
  const actor = await requirePermission(app, session, 'editContent');
  const fair = session.exhibitionId;
  return app.db.transaction(async (tx) => {
    const rows = await typesOf(tx, fair);
    let row: TypeRow;
    if (input.id) {
      const before = await typeOf(tx, fair, input.id);
      [row] = (await tx
        .update(liveActivityTypes)
        .set({ name: input.name, nameEn: input.nameEn })
        .where(eq(liveActivityTypes.id, before.id))
        .returning()) as [TypeRow];
      await recordAudit(tx, fair, actor, {
        action: 'live.activityType.update',
        targetType: 'live',
        targetId: row.id,
        before: snapshot(before),
        after: snapshot(row),
      });
    } else {
      if (rows.length >= LIVE_ACTIVITY_TYPES_MAX)
        throw refused(
          ResponseCode.BadRequest,
          fillMessage(liveMessages.activityTypesFull, { max: LIVE_ACTIVITY_TYPES_MAX }),
        );
      const sort = rows.reduce((m, r) => Math.max(m, r.sort), -1) + 1;
      [row] = (await tx
        .insert(liveActivityTypes)
        .values({ exhibitionId: fair, name: input.name, nameEn: input.nameEn, sort })
        .returning()) as [TypeRow];
      await recordAudit(tx, fair, actor, {
        action: 'live.activityType.add',
        targetType: 'live',
        targetId: row.id,
        before: null,
        after: snapshot(row),
      });
    }
    return presentAdmin(row, await usage(tx, fair));
  });
}

/** Moves a type one place up or down in the order lives' forms and filters offer them. */
export async function moveActivityType(
  app: AppContext,
  session: AuthSession,
  input: { id: string; direction: 'up' | 'down' },
): Promise<ActivityTypeAdmin[]> {
  const actor = await requirePermission(app, session, 'editContent');
  const fair = session.exhibitionId;
  await app.db.transaction(async (tx) => {
    const rows = await typesOf(tx, fair);
    const at = rows.findIndex((r) => r.id === input.id);
    if (at < 0) throw refused(ResponseCode.NotFound, liveMessages.badActivityType);
    const to = input.direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= rows.length) return;
    const order = rows.map((r) => r.id);
    [order[at], order[to]] = [order[to]!, order[at]!];
    // the order is renumbered 0..n-1, so equal sorts left from before cannot keep two types tied
    for (const [sort, id] of order.entries())
      await tx.update(liveActivityTypes).set({ sort }).where(eq(liveActivityTypes.id, id));
    await recordAudit(tx, fair, actor, {
      action: 'live.activityType.move',
      targetType: 'live',
      targetId: input.id,
      before: { position: at + 1 },
      after: { position: to + 1 },
    });
  });
  return listActivityTypesAdmin(app, session);
}

/** Disables a type (not offered for new lives; lives that have it keep showing it), or offers it again. */
export async function disableActivityType(
  app: AppContext,
  session: AuthSession,
  input: { id: string; disabled: boolean },
): Promise<ActivityTypeAdmin> {
  const actor = await requirePermission(app, session, 'editContent');
  const fair = session.exhibitionId;
  return app.db.transaction(async (tx) => {
    const before = await typeOf(tx, fair, input.id);
    const [row] = (await tx
      .update(liveActivityTypes)
      .set({ disabled: input.disabled })
      .where(eq(liveActivityTypes.id, before.id))
      .returning()) as [TypeRow];
    await recordAudit(tx, fair, actor, {
      action: input.disabled ? 'live.activityType.disable' : 'live.activityType.enable',
      targetType: 'live',
      targetId: row.id,
      before: snapshot(before),
      after: snapshot(row),
    });
    return presentAdmin(row, await usage(tx, fair));
  });
}

/** Deletes a type no live uses; a used one (or the fair's last) is only disabled. */
export async function removeActivityType(app: AppContext, session: AuthSession, id: string) {
  const actor = await requirePermission(app, session, 'editContent');
  const fair = session.exhibitionId;
  return app.db.transaction(async (tx) => {
    const before = await typeOf(tx, fair, id);
    const [used] = await tx
      .select({ n: count() })
      .from(lives)
      .where(and(eq(lives.exhibitionId, fair), eq(lives.activityTypeId, id)));
    if ((used?.n ?? 0) > 0) throw refused(ResponseCode.BadRequest, liveMessages.activityTypeInUse);
    if ((await typesOf(tx, fair)).length <= 1)
      throw refused(ResponseCode.BadRequest, liveMessages.activityTypeLast);
    // A live saved with it since the count holds it too: the database refuses the delete.
    await tx
      .delete(liveActivityTypes)
      .where(eq(liveActivityTypes.id, id))
      .catch((error: unknown) => {
        if (isForeignKeyViolation(error, LIVE_ACTIVITY_TYPE_FK))
          throw refused(ResponseCode.BadRequest, liveMessages.activityTypeInUse);
        throw error;
      });
    await recordAudit(tx, fair, actor, {
      action: 'live.activityType.remove',
      targetType: 'live',
      targetId: id,
      before: snapshot(before),
      after: null,
    });
    return { ok: true };
  });
}
