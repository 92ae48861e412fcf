import dayjs from 'dayjs';

/** A message's time as the list and the conversation show it: the time today, else the date too. */
export function chatTime(seconds: number, now: Date = new Date()): string {
  const at = dayjs(seconds * 1000);
  if (at.isSame(now, 'day')) return at.format('HH:mm');
  if (at.isSame(now, 'year')) return at.format('MM-DD HH:mm');
  return at.format('YYYY-MM-DD HH:mm');
}

/** Whether my message can still be revoked (spec 001 §4: within 120 seconds of sending). */
export function withinRevokeWindow(
  sentSeconds: number,
  windowSeconds: number,
  nowMs: number = Date.now(),
): boolean {
  return nowMs - sentSeconds * 1000 < windowSeconds * 1000;
}
