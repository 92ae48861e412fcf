import {
  type OrganizerFair,
  type OrganizerFairUpdate,
  organizerMessages,
  ResponseCode,
} from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import { configurationItems, exhibitions } from '../../db/schema/index';
import { configSwitch, configurationInformation, settingsFlags } from '../session/index';
import { recordAudit, requirePermission } from './organizer-access.service';

async function storedValue(db: DbOrTx, exhibitionId: string, key: string): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ value: configurationItems.value })
    .from(configurationItems)
    .where(and(eq(configurationItems.exhibitionId, exhibitionId), eq(configurationItems.key, key)))
    .limit(1);
  const value = row?.value;
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The fair's settings as visitors and exhibitors get them, with the closed notices in both languages. */
async function readFair(app: AppContext, exhibitionId: string): Promise<OrganizerFair> {
  const info = await configurationInformation(app.db, exhibitionId, 'cn', app.settings.basePath);
  const stored = await storedValue(app.db, exhibitionId, 'information');
  return {
    name: info.exhibitionName,
    nameEn: info.exhibitionNameEn,
    startDate: info.startDate,
    endDate: info.endDate,
    visitorOpen: info.visitorOpen,
    actorOpen: info.actorOpen,
    visitorClosedNotice: text(stored.visitorClosedNotice),
    visitorClosedNoticeEn: text(stored.visitorClosedNoticeEn),
    actorClosedNotice: text(stored.actorClosedNotice),
    actorClosedNoticeEn: text(stored.actorClosedNoticeEn),
    touristProductLimit: info.touristProductLimit,
    configSwitch: await configSwitch(app.db, exhibitionId),
    settingsFlags: await settingsFlags(app.db, exhibitionId),
  };
}

export async function getFair(app: AppContext, session: AuthSession): Promise<OrganizerFair> {
  await requirePermission(app, session, 'configureFair');
  return readFair(app, session.exhibitionId);
}

/**
 * Saves the fair's settings in one transaction with its audit entry; every instance drops what it derived
 * from them (the catalog's cached pages and the guests' product budget), so the next request sees them.
 */
export async function updateFair(
  app: AppContext,
  session: AuthSession,
  input: OrganizerFairUpdate,
): Promise<OrganizerFair> {
  const actor = await requirePermission(app, session, 'configureFair');
  if (input.endDate < input.startDate)
    throw new AppError(ResponseCode.BadRequest, undefined, {
      cn: organizerMessages.datesOrder.zh,
      en: organizerMessages.datesOrder.en,
    });
  const exhibitionId = session.exhibitionId;
  const before = await readFair(app, exhibitionId);
  await app.db.transaction(async (tx) => {
    await tx
      .update(exhibitions)
      .set({ name: input.name, nameEn: input.nameEn, startDate: input.startDate, endDate: input.endDate })
      .where(eq(exhibitions.id, exhibitionId));
    // Keys this screen does not set (e.g. another registration link) are kept.
    const notices = {
      visitorClosedNotice: input.visitorClosedNotice ?? before.visitorClosedNotice,
      visitorClosedNoticeEn: input.visitorClosedNoticeEn ?? before.visitorClosedNoticeEn,
      actorClosedNotice: input.actorClosedNotice ?? before.actorClosedNotice,
      actorClosedNoticeEn: input.actorClosedNoticeEn ?? before.actorClosedNoticeEn,
    };
    const information = {
      ...(await storedValue(tx, exhibitionId, 'information')),
      visitorOpen: input.visitorOpen,
      actorOpen: input.actorOpen,
      ...notices,
      touristProductLimit: input.touristProductLimit,
    };
    const flags = input.settingsFlags ?? before.settingsFlags;
    for (const [key, value] of [
      ['information', information],
      ['configSwitch', input.configSwitch],
      ['settingsFlags', flags],
    ] as const) {
      await tx
        .insert(configurationItems)
        .values({ exhibitionId, key, value })
        .onConflictDoUpdate({
          target: [configurationItems.exhibitionId, configurationItems.key],
          set: { value },
        });
    }
    const { configSwitch: switchesBefore, settingsFlags: flagsBefore, ...restBefore } = before;
    const {
      configSwitch: switchesAfter,
      settingsFlags: _flagsAsSent,
      ...restAfter
    } = { ...input, ...notices };
    await recordAudit(tx, exhibitionId, actor, {
      action: 'exhibition.update',
      targetType: 'exhibition',
      targetId: exhibitionId,
      before: { ...restBefore, ...switchesBefore, ...flagsBefore },
      after: { ...restAfter, ...switchesAfter, ...flags },
    });
  });
  await app.events.publish('catalog.changed', { exhibitionId });
  return readFair(app, exhibitionId);
}
