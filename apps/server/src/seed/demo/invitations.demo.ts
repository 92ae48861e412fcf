import type {
  clientPoolMembers,
  emailInvitations,
  intentOrders,
  inviteRequests,
  visitors,
} from '../../db/schema/index';
import { DAY, type DemoContext, HOUR, type Insert, type RowsOf } from '../demo-context';
import { DEMO_ACCOUNTS } from './accounts.demo';

export type InvitationsDemo = RowsOf<{
  clientPoolMembers: typeof clientPoolMembers;
  intentOrders: typeof intentOrders;
  inviteRequests: typeof inviteRequests;
  emailInvitations: typeof emailInvitations;
}>;

/**
 * The demo company's (#1) client pool, intent orders, approval requests and sent e-mail invitations, so
 * that the back office's lists have something in every state: clients from each source (one given to
 * the demo employee), orders not assigned, assigned to the employee, and contacted, requests waiting and
 * approved, invitations registered and not. Buyers are demo visitors, never visitor@ (whose own orders
 * and invitations are for trying the features). The pool's invitation code is not seeded: it is drawn at
 * random on first use, like every code.
 */
export function invitationsDemo(ctx: DemoContext, visitorRows: Insert<typeof visitors>[]): InvitationsDemo {
  const { exhibitionId, id, at } = ctx;
  const rng = ctx.stream('invitations');
  const company = ctx.exhibitors[0];
  if (!company) return { clientPoolMembers: [], intentOrders: [], inviteRequests: [], emailInvitations: [] };
  const exhibitorId = company.row.id!;
  const staff = ctx.accounts.idOf(DEMO_ACCOUNTS.exhibitorStaff);
  const admin = ctx.accounts.idOf(DEMO_ACCOUNTS.exhibitorAdmin);
  const visitorAccount = id('account', 'visitor');
  const buyers = visitorRows.filter((v) => v.userAccountId !== visitorAccount).slice(0, 10);
  const product = (k: number) => company.products[k % Math.max(company.products.length, 1)];

  const sources = ['INVITE_CODE', 'INVITE', 'INVITATION', 'INVITE_CODE'] as const;
  const pool: InvitationsDemo['clientPoolMembers'] = buyers.slice(0, 4).map((b, k) => ({
    id: id('pool-member', k + 1),
    exhibitionId,
    exhibitorId,
    userAccountId: b.userAccountId,
    source: sources[k]!,
    employeeAccountId: k === 0 ? staff : null,
    isDemo: true,
    createdAt: at((10 - k) * DAY),
  }));

  const orderPlan = [
    { assignee: null, contacted: false },
    { assignee: staff, contacted: false },
    { assignee: staff, contacted: true },
    { assignee: admin, contacted: true },
  ];
  const orders: InvitationsDemo['intentOrders'] = orderPlan.flatMap((plan, k) => {
    const buyer = buyers[k + 2];
    const p = product(k);
    if (!buyer || !p) return [];
    const placed = at((6 - k) * DAY + rng.int(0, 5) * HOUR);
    return [
      {
        id: id('intent-order', k + 1),
        exhibitionId,
        exhibitorId,
        productId: p.id!,
        userAccountId: buyer.userAccountId,
        quantity: [500, 1200, 36.5, 80][k]!,
        remark: [
          '请报含运费价格 / Please quote with shipping',
          '需要样品 / Samples first',
          '',
          '可以定制包装吗？ / Custom packaging?',
        ][k]!,
        assigneeAccountId: plan.assignee,
        assignedAt: plan.assignee ? new Date(placed.getTime() + HOUR) : null,
        contacted: plan.contacted,
        contactedByAccountId: plan.contacted ? plan.assignee : null,
        contactedAt: plan.contacted ? new Date(placed.getTime() + 5 * HOUR) : null,
        isDemo: true,
        createdAt: placed,
      },
    ];
  });

  const restricted = company.products.find((p) => p.scope === 1) ?? product(0);
  const requests: InvitationsDemo['inviteRequests'] = [6, 7, 1].flatMap((n, k) => {
    const buyer = buyers[n];
    if (!buyer) return [];
    const confirmed = k === 2;
    return [
      {
        id: id('invite-request', k + 1),
        exhibitionId,
        exhibitorId,
        userAccountId: buyer.userAccountId,
        productId: restricted?.id ?? null,
        message: k === 0 ? '希望查看贵司客户专享产品 / I would like to see your client-only products' : '',
        status: confirmed ? ('CONFIRMED' as const) : ('PENDING' as const),
        confirmedByAccountId: confirmed ? admin : null,
        confirmedAt: confirmed ? at(8 * DAY) : null,
        isDemo: true,
        createdAt: at((9 - k) * DAY),
      },
    ];
  });

  // Addresses of the reserved example.com domain: nobody receives them.
  const invitations: InvitationsDemo['emailInvitations'] = Array.from({ length: 6 }, (_, k) => ({
    id: id('email-invitation', k + 1),
    exhibitionId,
    exhibitorId,
    email: `buyer${k + 1}@example.com`,
    name: ['Anna Schmidt', '王芳', 'Carlos Ruiz', '', 'Mei Tan', 'John Carter'][k]!,
    sentByAccountId: k % 2 === 0 ? admin : staff,
    invitedAt: at((12 - k) * DAY),
    isDemo: true,
  }));
  const registered = buyers[2];
  if (registered?.email)
    invitations.push({
      id: id('email-invitation', 7),
      exhibitionId,
      exhibitorId,
      email: registered.email.toLowerCase(),
      name: registered.name ?? '',
      sentByAccountId: admin,
      invitedAt: at(11 * DAY),
      registeredAt: at(10 * DAY),
      registeredAccountId: registered.userAccountId,
      isDemo: true,
    });
  return {
    clientPoolMembers: pool,
    intentOrders: orders,
    inviteRequests: requests,
    emailInvitations: invitations,
  };
}
