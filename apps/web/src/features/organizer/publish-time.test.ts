import { describe, expect, it } from 'vitest';
import { fromBeijingInput, isScheduled, toBeijingInput } from './publish-time';

describe('publish times in Beijing time', () => {
  it('shows an instant as the Beijing wall-clock time of a datetime-local field', () => {
    expect(toBeijingInput('2026-11-24T16:30:00.000Z')).toBe('2026-11-25T00:30');
  });

  it('reads a field back as the same instant, with or without seconds', () => {
    expect(fromBeijingInput('2026-11-25T00:30')).toBe('2026-11-25T00:30:00+08:00');
    expect(Date.parse(fromBeijingInput('2026-11-25T00:30'))).toBe(Date.parse('2026-11-24T16:30:00.000Z'));
    expect(fromBeijingInput('2026-11-25T00:30:15')).toBe('2026-11-25T00:30:15+08:00');
    expect(fromBeijingInput('')).toBe('');
    expect(fromBeijingInput('2026-11-25')).toBe('');
  });

  it('calls a time still to come scheduled', () => {
    const now = Date.parse('2026-11-24T16:30:00.000Z');
    expect(isScheduled('2026-11-25T00:31', now)).toBe(true);
    expect(isScheduled('2026-11-25T00:30', now)).toBe(false);
    expect(isScheduled('', now)).toBe(false);
  });
});
