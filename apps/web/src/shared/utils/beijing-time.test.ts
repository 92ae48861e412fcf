import { describe, expect, it } from 'vitest';
import { formatBeijingTime } from './beijing-time';

describe('formatBeijingTime', () => {
  it.each([
    ['2026-03-01T00:00:00Z', 'datetime', '2026-03-01 08:00'],
    ['2026-03-01T16:30:00Z', 'datetime', '2026-03-02 00:30'],
    ['2026-12-31T20:05:00Z', 'date', '2027-01-01'],
    ['2026-06-15T10:00:00+02:00', 'datetime', '2026-06-15 16:00'],
    ['not a date', 'datetime', ''],
  ] as const)('%s (%s) → %s', (input, style, expected) => {
    expect(formatBeijingTime(input, style)).toBe(expected);
  });

  it('accepts Date and epoch milliseconds', () => {
    expect(formatBeijingTime(new Date(Date.UTC(2026, 0, 1, 0, 0)))).toBe('2026-01-01 08:00');
    expect(formatBeijingTime(Date.UTC(2026, 0, 1, 0, 0), 'date')).toBe('2026-01-01');
  });
});
