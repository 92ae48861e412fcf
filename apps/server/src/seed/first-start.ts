import { eq } from 'drizzle-orm';
import type { Logger } from '../core/logger';
import type { Db } from '../db/client';
import { exhibitions } from '../db/schema/index';
import type { Storage } from '../media/storage';
import type { VideoTools } from '../media/video-tools';
import { generateInitialPassword } from '../modules/registration/index';
import { createBareExhibition } from '../modules/session/index';
import type { Settings } from '../settings';
import { seedDemoData } from './demo.seed';

export type FirstStart =
  | { created: false }
  | { created: 'bare' }
  /** `password` is set when it is not the documented demo password (production) */
  | { created: 'demo'; password?: string };

/**
 * Makes sure the configured fair exists. An empty database gets the demo fair when settings.demoData
 * says so; otherwise (and whenever another fair is already there) the fair is created bare, with no
 * accounts: its first organizer comes from `npm run create-organizer`.
 */
export async function ensureFair(opts: {
  db: Db;
  settings: Settings;
  storage: Storage;
  /** with ffmpeg, the demo fair gets a few product videos */
  videoTools?: VideoTools | null;
  log: Pick<Logger, 'info' | 'warn'>;
}): Promise<FirstStart> {
  const { db, settings, storage, log } = opts;
  const [fair] = await db
    .select({ id: exhibitions.id })
    .from(exhibitions)
    .where(eq(exhibitions.id, settings.exhibitionId))
    .limit(1);
  if (fair) return { created: false };

  const [anyFair] = await db.select({ id: exhibitions.id }).from(exhibitions).limit(1);
  if (settings.demoData && !anyFair) {
    const started = Date.now();
    log.info('empty database: generating demo data');
    // The documented demo password would open a public server to anyone who read the README.
    const password = settings.nodeEnv === 'production' ? generateInitialPassword() : undefined;
    const summary = await seedDemoData({
      db,
      exhibitionId: settings.exhibitionId,
      appId: settings.appId,
      storage,
      password,
      videoTools: opts.videoTools,
      log: (msg: string) => log.info(msg),
    });
    log.info({ summary, ms: Date.now() - started }, 'demo data ready');
    if (password)
      log.warn(
        `demo data seeded in production: every demo account's password is ${password} ` +
          '(shown this once; change or delete the demo accounts before the fair opens)',
      );
    return { created: 'demo', password };
  }
  // The configured fair must exist for the platform to answer anything; create it bare.
  await createBareExhibition(db, settings.exhibitionId, settings.appId);
  log.info(
    { exhibitionId: settings.exhibitionId },
    'created the exhibition with its default configuration; add its first organizer with `npm run create-organizer`',
  );
  return { created: 'bare' };
}
