import { describe, expect, it } from 'vitest';
import { LiveState } from '../enums';
import { liveStateAt } from './state';

describe('liveStateAt', () => {
  const live = { startTime: '2026-11-22T06:00:00.000Z', endTime: '2026-11-22T08:00:00.000Z' };

  it('is upcoming before the start', () => {
    expect(liveStateAt(live, new Date('2026-11-22T05:59:59.999Z'))).toBe(LiveState.Upcoming);
  });

  it('is on air from the start until just before the end', () => {
    expect(liveStateAt(live, new Date('2026-11-22T06:00:00.000Z'))).toBe(LiveState.OnAir);
    expect(liveStateAt(live, new Date('2026-11-22T07:59:59.999Z'))).toBe(LiveState.OnAir);
  });

  it('is a replay from the end on', () => {
    expect(liveStateAt(live, new Date('2026-11-22T08:00:00.000Z'))).toBe(LiveState.Replay);
    expect(liveStateAt(live, new Date('2027-01-01T00:00:00.000Z'))).toBe(LiveState.Replay);
  });

  it('accepts Date values and compares instants, not wall-clock text', () => {
    const dates = {
      startTime: new Date('2026-11-22T14:00:00+08:00'),
      endTime: new Date('2026-11-22T16:00:00+08:00'),
    };
    expect(liveStateAt(dates, new Date('2026-11-22T06:30:00Z'))).toBe(LiveState.OnAir);
    expect(liveStateAt(dates, new Date('2026-11-22T05:30:00Z'))).toBe(LiveState.Upcoming);
  });
});
