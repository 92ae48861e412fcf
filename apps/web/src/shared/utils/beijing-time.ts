/** China has no daylight saving time: Beijing time is always UTC+8. */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Formats an instant in Beijing time (the spec shows times as GMT+8), whatever the browser's time zone:
 * 'date' → YYYY-MM-DD, 'datetime' → YYYY-MM-DD HH:mm. Unparseable input gives ''.
 */
export function formatBeijingTime(
  value: string | number | Date,
  style: 'date' | 'datetime' = 'datetime',
): string {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) return '';
  const d = new Date(ms + BEIJING_OFFSET_MS);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return style === 'date' ? date : `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
