import type {
  exhibitionUsers,
  hotExhibitorSamplePoints,
  hotExhibitorSamples,
  userAccounts,
} from '../../db/schema/index';
import { createDemoContext, type DemoFile, type GenerateOptions, type RowsOf } from '../demo-context';
import { type AccountsDemo, accountsDemo } from './accounts.demo';
import { type CatalogDemo, catalogDemo } from './catalog.demo';
import { type ContentDemo, contentDemo } from './content.demo';
import { type ExhibitorsDemo, exhibitorsDemo } from './exhibitors.demo';
import { type FairDemo, fairDemo } from './fair.demo';
import { type HomeDemo, homeDemo } from './home.demo';
import { type InvitationsDemo, invitationsDemo } from './invitations.demo';
import { type LiveDemo, liveDemo } from './live.demo';
import { type NoticesDemo, noticesDemo } from './notices.demo';
import { type RegistrationDemo, registrationDemo } from './registration.demo';
import { showcaseDemo } from './showcase.demo';
import { type SourcingDemo, sourcingDemo } from './sourcing.demo';

export { DEMO_COUNTS, type GenerateOptions } from '../demo-context';
export { DEMO_ACCOUNTS, DEMO_MOBILES, DEMO_PASSWORD } from './accounts.demo';

/** Every row of the demo fair, by table, and the pictures they point at. */
export type DemoData = FairDemo &
  AccountsDemo &
  ExhibitorsDemo &
  CatalogDemo &
  RegistrationDemo &
  ContentDemo &
  NoticesDemo &
  HomeDemo &
  LiveDemo &
  SourcingDemo &
  InvitationsDemo &
  // What several areas add to: accounts and memberships, hot scenes, pictures. The seeder fills in
  // the accounts' password hash (one argon2 hash shared by all demo accounts).
  RowsOf<{
    accounts: typeof userAccounts;
    exhibitionUsers: typeof exhibitionUsers;
    hotSamples: typeof hotExhibitorSamples;
    hotPoints: typeof hotExhibitorSamplePoints;
  }> & { files: DemoFile[] };

/**
 * One demo fair, area by area. The order matters: the first areas draw from one shared random stream
 * in this order, and each area builds on what the earlier ones put into the context. An area added
 * later goes at the end and draws from a stream of its own, so that the others stay as they are.
 */
export function generateDemoData(opts: GenerateOptions): DemoData {
  const ctx = createDemoContext(opts);
  const fair = fairDemo(ctx);
  const accounts = accountsDemo(ctx);
  const exhibitors = exhibitorsDemo(ctx);
  const catalog = catalogDemo(ctx);
  const registration = registrationDemo(ctx);
  const content = contentDemo(ctx);
  const notices = noticesDemo(ctx);
  const home = homeDemo(ctx);
  showcaseDemo(ctx);
  const live = liveDemo(ctx);
  const sourcing = sourcingDemo(ctx, registration.visitors);
  const invitations = invitationsDemo(ctx, registration.visitors);
  return {
    ...fair,
    ...accounts,
    ...exhibitors,
    ...catalog,
    ...registration,
    ...content,
    ...notices,
    ...home,
    ...live,
    ...sourcing,
    ...invitations,
    accounts: ctx.accounts.accounts,
    exhibitionUsers: ctx.accounts.exhibitionUsers,
    hotSamples: ctx.hotScenes.samples,
    hotPoints: ctx.hotScenes.points,
    files: ctx.images.files,
  };
}
