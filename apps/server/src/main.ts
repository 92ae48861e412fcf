import { eq } from 'drizzle-orm';
import { buildApp } from './app';
import { createAppContext } from './core/context';
import { createLogger } from './core/logger';
import { mailStatus } from './core/mail';
import { applyMigrations, openDatabase } from './db/client';
import { exhibitions } from './db/schema/index';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './lib/data-dir-lock';
import { createStorage } from './media/storage';
import { createBareExhibition } from './modules/session/index';
import { seedDemoData } from './seed/demo.seed';
import { loadSettings, type Settings, SettingsError } from './settings';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main() {
  let settings: Settings;
  try {
    settings = loadSettings(process.env);
  } catch (e) {
    if (e instanceof SettingsError) fail(e.message);
    throw e;
  }
  const log = createLogger(settings);

  // Embedded PGlite keeps its files in DATA_DIR and must be its only user (`:memory:` has no files).
  let lock: DataDirLock | null = null;
  if (!settings.databaseUrl && settings.dataDir !== ':memory:') {
    try {
      lock = acquireDataDirLock(settings.dataDir);
    } catch (e) {
      if (e instanceof DataDirLockedError) fail(e.message);
      throw e;
    }
  }
  const releaseLock = () => lock?.release();
  process.on('exit', releaseLock);

  const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  log.info({ db: database.kind }, 'database opened');
  await applyMigrations(database);
  const storage = createStorage({ dataDir: settings.dataDir, basePath: settings.basePath });

  const { db } = database;
  const [fair] = await db
    .select({ id: exhibitions.id })
    .from(exhibitions)
    .where(eq(exhibitions.id, settings.exhibitionId))
    .limit(1);
  if (!fair) {
    const [anyFair] = await db.select({ id: exhibitions.id }).from(exhibitions).limit(1);
    if (settings.demoData && !anyFair) {
      const started = Date.now();
      log.info('empty database: generating demo data');
      const summary = await seedDemoData({
        db,
        exhibitionId: settings.exhibitionId,
        appId: settings.appId,
        storage,
        log: (msg: string) => log.info(msg),
      });
      log.info({ summary, ms: Date.now() - started }, 'demo data ready');
    } else {
      // The configured fair must exist for the platform to answer anything; create it bare.
      await createBareExhibition(db, settings.exhibitionId, settings.appId);
      log.info(
        { exhibitionId: settings.exhibitionId },
        'created the exhibition with its default configuration',
      );
    }
  }

  let ctx: Awaited<ReturnType<typeof createAppContext>>;
  try {
    ctx = await createAppContext({ settings, database, storage, log });
  } catch (e) {
    await database.close().catch(() => {});
    releaseLock();
    fail((e as Error).message);
  }
  log.info({ events: ctx.events.kind }, 'domain events ready');
  const mail = mailStatus(settings);
  log[mail.level](mail.message);
  const app = await buildApp(ctx);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
    } catch (e) {
      log.error({ err: e }, 'error during shutdown');
    } finally {
      releaseLock();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: settings.port, host: settings.host });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    await database.close().catch(() => {});
    releaseLock();
    fail(
      code === 'EADDRINUSE'
        ? `Port ${settings.port} is already in use; stop the other server or set PORT`
        : `Could not listen on ${settings.host}:${settings.port}: ${(e as Error).message}`,
    );
  }
  const shownHost = settings.host === '0.0.0.0' || settings.host === '::' ? 'localhost' : settings.host;
  log.info(`OpenFair is running at http://${shownHost}:${settings.port}${settings.basePath}/`);
}

main().catch((e) => {
  process.stderr.write(
    `OpenFair failed to start: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
  );
  process.exit(1);
});
