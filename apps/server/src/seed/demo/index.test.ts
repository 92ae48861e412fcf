import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type DemoData, generateDemoData } from './index';

const options = (exhibitionId: string, now: string) => ({
  exhibitionId,
  appId: 'openfair-web',
  now: new Date(now),
});

/** Every table's rows in order, keys sorted, dates as ISO text, undefined kept apart from absent. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return { date: value.toISOString() };
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((k) => [k, record[k] === undefined ? { undefined: true } : canonical(record[k])]),
    );
  }
  return value;
}

/** One digest per table, and one of the pictures' keys and bytes. */
function digests(data: DemoData): Record<string, string> {
  const sha = (text: string) => createHash('sha256').update(text).digest('hex');
  return Object.fromEntries(
    Object.keys(data)
      .sort()
      .map((table) => [table, sha(JSON.stringify(canonical(data[table as keyof DemoData])))]),
  );
}

describe('generateDemoData', () => {
  it('gives identical rows, ids and pictures on every run for the same fair and time', () => {
    const a = digests(generateDemoData(options('openfair-2026', '2026-05-20T03:17:42.123Z')));
    const b = digests(generateDemoData(options('openfair-2026', '2026-05-20T03:17:42.123Z')));
    expect(b).toEqual(a);
    const other = digests(generateDemoData(options('another-fair', '2026-05-20T03:17:42.123Z')));
    expect(other.exhibitors).not.toBe(a.exhibitors);
  });

  it('gives every row of a table its own id, and every picture its own key', () => {
    const data = generateDemoData(options('openfair-2026', '2026-05-20T03:17:42.123Z'));
    for (const [table, rows] of Object.entries(data)) {
      if (!Array.isArray(rows)) continue;
      const ids = rows.map((r: { id?: string; key?: string }) => r.id ?? r.key);
      if (ids.every((id) => id === undefined)) continue;
      expect(new Set(ids).size, table).toBe(rows.length);
    }
  });
});
