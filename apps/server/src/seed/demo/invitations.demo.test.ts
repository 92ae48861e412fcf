import { describe, expect, it } from 'vitest';
import { generateDemoData } from './index';

describe('demo invitations, client pool and intent orders', () => {
  const data = generateDemoData({
    exhibitionId: 'demo-invitations',
    appId: 'openfair-web',
    now: new Date('2026-06-01T08:00:00Z'),
  });
  const company = data.exhibitors[0]!.id;
  const visitorAccount = data.accounts.find((a) => a.email === 'visitor@openfair.test')?.id;
  const staff = data.accounts.find((a) => a.email === 'staff@exhibitor.openfair.test')?.id;
  const own = new Set(data.products.filter((p) => p.exhibitorId === company).map((p) => p.id));

  it("fills the demo company's lists in every state, all marked demo, never with visitor@", () => {
    const rows = [
      ...data.clientPoolMembers,
      ...data.intentOrders,
      ...data.inviteRequests,
      ...data.emailInvitations,
    ];
    expect(rows.every((r) => r.isDemo && r.exhibitorId === company)).toBe(true);
    for (const r of [...data.clientPoolMembers, ...data.intentOrders, ...data.inviteRequests])
      expect(r.userAccountId).not.toBe(visitorAccount);

    expect(new Set(data.clientPoolMembers.map((m) => m.source))).toEqual(
      new Set(['INVITE_CODE', 'INVITE', 'INVITATION']),
    );
    expect(data.clientPoolMembers.some((m) => m.employeeAccountId === staff)).toBe(true);

    expect(data.intentOrders.length).toBe(4);
    expect(data.intentOrders.every((o) => own.has(o.productId) && o.quantity > 0 && o.quantity < 99999)).toBe(
      true,
    );
    expect(data.intentOrders.some((o) => !o.assigneeAccountId)).toBe(true);
    expect(data.intentOrders.some((o) => o.assigneeAccountId === staff && !o.contacted)).toBe(true);
    expect(data.intentOrders.some((o) => o.contacted && o.contactedByAccountId)).toBe(true);

    expect(new Set(data.inviteRequests.map((r) => r.status))).toEqual(new Set(['PENDING', 'CONFIRMED']));
    expect(data.emailInvitations.some((i) => i.registeredAt)).toBe(true);
    expect(data.emailInvitations.some((i) => !i.registeredAt)).toBe(true);
    expect(
      data.emailInvitations.filter((i) => !i.registeredAt).every((i) => i.email.endsWith('@example.com')),
    ).toBe(true);
  });
});
