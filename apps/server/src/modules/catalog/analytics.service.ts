import { ANALYTICS, ResponseCode } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { analyticsEvents, exhibitions } from '../../db/schema/index';

export type AnalyticsEventInput = {
  exhibitionId: string;
  appKey: string;
  type: string;
  userId: string;
  time: number | string;
  site: string;
  event: string;
  prop: Record<string, unknown>;
};

const badRequest = (cn: string, en: string) => new AppError(ResponseCode.BadRequest, undefined, { cn, en });

/** Event codes of spec 001 §9: the listed ones and the home/invitation range (same width, so string order works). */
export function isKnownEvent(event: string): boolean {
  const [from, to] = ANALYTICS.eventRange;
  return (ANALYTICS.events as readonly string[]).includes(event) || (event >= from && event <= to);
}

/** Client times arrive as epoch seconds or milliseconds (number or digits) or as an ISO string. */
export function parseEventTime(time: number | string): Date {
  const numeric = typeof time === 'number' ? time : /^\d+$/.test(time.trim()) ? Number(time) : null;
  const d =
    numeric !== null
      ? new Date(numeric < 100_000_000_000 ? numeric * 1000 : numeric)
      : new Date(Date.parse(time as string));
  if (Number.isNaN(d.getTime())) throw badRequest('time 不是有效的时间', 'time is not a valid time');
  return d;
}

export async function recordEvent(db: Db, input: AnalyticsEventInput): Promise<void> {
  if (!isKnownEvent(input.event)) throw badRequest('未知的事件代码', 'unknown event code');
  const time = parseEventTime(input.time);
  const [fair] = await db
    .select({ id: exhibitions.id })
    .from(exhibitions)
    .where(eq(exhibitions.id, input.exhibitionId))
    .limit(1);
  if (!fair) throw new AppError(ResponseCode.UnknownExhibition);
  await db.insert(analyticsEvents).values({
    exhibitionId: input.exhibitionId,
    appKey: input.appKey,
    type: input.type,
    userId: input.userId,
    time,
    site: input.site,
    event: input.event,
    prop: input.prop,
  });
}
