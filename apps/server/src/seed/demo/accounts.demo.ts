import type { organizers } from '../../db/schema/index';
import type { DemoContext, RowsOf } from '../demo-context';

/** The five accounts the README lists; every demo account's password is DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'Expo2026';
export const DEMO_ACCOUNTS = {
  organizer: 'organizer@openfair.test',
  visitor: 'visitor@openfair.test',
  newVisitor: 'newvisitor@openfair.test',
  exhibitorAdmin: 'admin@exhibitor.openfair.test',
  exhibitorStaff: 'staff@exhibitor.openfair.test',
} as const;
/** Mobile numbers of the five demo accounts, for trying mobile + password login. */
export const DEMO_MOBILES = {
  organizer: '13800000001',
  visitor: '13800000002',
  newVisitor: '13800000003',
  exhibitorAdmin: '13800000004',
  exhibitorStaff: '13800000005',
} as const;

export type AccountsDemo = RowsOf<{ organizers: typeof organizers }>;

/**
 * The organizer's account, the first of the demo accounts. The exhibitor accounts come with their
 * companies (exhibitors.demo.ts) and the visitor accounts with their registration (registration.demo.ts).
 */
export function accountsDemo(ctx: DemoContext): AccountsDemo {
  const { exhibitionId } = ctx;
  const name = 'OpenFair 主办方';
  const organizerId = ctx.accounts.add('organizer', DEMO_ACCOUNTS.organizer, name, DEMO_MOBILES.organizer);
  ctx.accounts.join(organizerId, 'ORGANIZER', { key: 'organizer' });
  return { organizers: [{ id: ctx.id('organizer', 0), exhibitionId, userAccountId: organizerId, name }] };
}
