import { meetingStage } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_UPGRADED_EXHIBITORS } from './exhibitors.demo';
import { generateDemoData } from './index';

describe('demo sourcing meetings', () => {
  const now = new Date('2026-06-01T08:00:00Z');
  const data = generateDemoData({ exhibitionId: 'demo-sourcing', appId: 'openfair-web', now });

  it('has meetings to come and one that is over, all marked demo', () => {
    const stages = data.sourcingMeetings.map((m) =>
      meetingStage({ startTime: m.startTime, endTime: m.endTime, cancelled: m.cancelled ?? false }, now),
    );
    expect(stages.sort()).toEqual(['ended', 'upcoming', 'upcoming']);
    expect(data.sourcingMeetings.every((m) => m.isDemo && m.deadline <= m.startTime)).toBe(true);
  });

  it('takes needs from registered visitors other than visitor@, sign-ups from upgraded exhibitors only', () => {
    const registered = new Set(
      data.exhibitionUsers
        .filter((m) => m.subjectType === 'VISITOR' && m.completeExhibitionRegistration)
        .map((m) => m.userAccountId),
    );
    const visitorAccount = data.accounts.find((a) => a.email === 'visitor@openfair.test')?.id;
    expect(data.sourcingNeeds.length).toBeGreaterThanOrEqual(3);
    for (const need of data.sourcingNeeds) {
      expect(registered.has(need.userAccountId)).toBe(true);
      expect(need.userAccountId).not.toBe(visitorAccount);
    }
    expect(new Set(data.sourcingNeeds.map((n) => n.status))).toEqual(
      new Set(['pending', 'approved', 'rejected']),
    );
    const upgraded = new Set(data.exhibitors.filter((e) => e.package === 'upgraded').map((e) => e.id));
    expect(upgraded.size).toBe(DEMO_UPGRADED_EXHIBITORS);
    expect(data.sourcingSigns.length).toBeGreaterThanOrEqual(2);
    for (const sign of data.sourcingSigns) {
      expect(upgraded.has(sign.exhibitorId)).toBe(true);
      const own = new Set(data.products.filter((p) => p.exhibitorId === sign.exhibitorId).map((p) => p.id));
      expect(sign.productIds!.length).toBeLessThanOrEqual(6);
      expect(sign.productIds!.every((id) => own.has(id))).toBe(true);
    }
  });
});
