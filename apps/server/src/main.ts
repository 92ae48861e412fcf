import { buildApp } from './app';
import { createAppContext } from './core/context';
import { createLogger } from './core/logger';
import { mailStatus } from './core/mail';
import { applyMigrations, openDatabase } from './db/client';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from './lib/data-dir-lock';
import { createStorage } from './media/storage';
import { detectVideoTools, videoToolsStatus } from './media/video-tools';
import { startLiveIngest } from './modules/live/index';
import { ensureFair } from './seed/first-start';
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
  const storage = createStorage({ dataDir: settings.dataDir, basePath: settings.basePath, s3: settings.s3 });
  const videoTools = await detectVideoTools(settings.ffmpegPath);
  const video = videoToolsStatus(videoTools);
  log[video.level](video.message);

  await ensureFair({ db: database.db, settings, storage, videoTools, log });

  let ctx: Awaited<ReturnType<typeof createAppContext>>;
  try {
    ctx = await createAppContext({ settings, database, storage, videoTools, log });
  } catch (e) {
    await database.close().catch(() => {});
    releaseLock();
    fail((e as Error).message);
  }
  log.info({ events: ctx.events.kind }, 'domain events ready');
  if (settings.nodeEnv === 'production' && settings.demoData)
    log.warn('DEMO_DATA is on in production: an empty database gets a made-up demo fair with demo accounts');
  const mail = mailStatus(settings);
  log[mail.level](mail.message);
  const app = await buildApp(ctx);
  // A port conflict is logged and the server runs on without live ingest.
  await startLiveIngest(ctx, app);

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
