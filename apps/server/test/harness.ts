import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { type AppContext, createAppContext } from '../src/core/context';
import { createLogger } from '../src/core/logger';
import type { MailTransport, SmsProvider } from '../src/core/mail';
import { type Database, openDatabase } from '../src/db/client';
import { createStorage } from '../src/media/storage';
import type { VideoTools } from '../src/media/video-tools';
import { loadSettings, type Settings } from '../src/settings';
import { type TestClient, testClient } from './client';
import type { DatabaseStart, Seed } from './fixtures';

export type Engine = 'pglite' | 'postgres';

/**
 * What a server test file tests decides the engines it runs on. The two engines run the same SQL; what
 * can differ is the SQL engine itself (PostgreSQL 15 against PGlite's newer one, real concurrency
 * against one connection, which values each refuses, index use and plans) and the driver (pg against
 * the PGlite thread: how rows, dates and errors arrive).
 *
 * - `'sql'`: the risk is in the SQL: migrations, transactions, commits, locking and races, index use and
 *   plans, search, visibility, several instances, what one engine takes and the other refuses. Runs on
 *   PGlite and, when the run has PostgreSQL (TEST_DATABASE_URL, as CI sets), on PostgreSQL too.
 * - `'rules'`: the risk is in the rules: who may call, validation, messages, flows and their states.
 *   Runs once: on PostgreSQL when the run has it (the oldest server version supported and the driver of
 *   production; the browser journeys run the embedded PGlite), otherwise on PGlite.
 *
 * A file that tests both kinds of thing says `'sql'`; a file with one SQL-risk test among rule tests can
 * also move that test to a `describe.each(enginesFor('sql'))` of its own.
 */
export type TestRisk = 'sql' | 'rules';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

export function enginesFor(risk: TestRisk): Engine[] {
  if (!hasPostgres) return ['pglite'];
  return risk === 'sql' ? ['pglite', 'postgres'] : ['postgres'];
}

export type TestDatabase = { database: Database; drop: () => Promise<void> };

/**
 * A test database of `engine`, a copy of the run's template (test/database-templates.setup.ts): migrated,
 * and with the fixtures unless `start` is `'empty'`. PGlite in memory; PostgreSQL a database of its own,
 * dropped by `drop`.
 */
export async function openTestDatabase(
  engine: Engine,
  start: DatabaseStart = 'fixtures',
): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const database = await openDatabase({ dataDir: ':memory:', startFrom: inject('pgliteTemplates')[start] });
    return { database, drop: () => database.close() };
  }
  const templates = inject('postgresTemplates');
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!templates || !adminUrl) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `of_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templates[start]}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: ':memory:' });
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pg's Pool.end() resolves before its sockets are gone; wait for them so FORCE kills no live client.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function testSettings(env: Record<string, string> = {}): Settings {
  return loadSettings({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: ':memory:',
    EXHIBITION_ID: 'fair-a',
    ...env,
  });
}

export type TestAppOptions = {
  env?: Record<string, string>;
  webDistDir?: string;
  /** login-type calls per client address per minute (default: high enough never to matter) */
  loginRateLimit?: number;
  logStream?: NodeJS.WritableStream;
  mailTransport?: MailTransport;
  sms?: SmsProvider;
  /** the Redis channel of the domain events, when env sets REDIS_URL */
  eventChannel?: string;
  /** ffmpeg for video checks (none unless a test asks: see test/video-tools.ts) */
  videoTools?: VideoTools | null;
};

/** An application context over a test database, with test settings (NODE_ENV=test, logs silent). */
export async function createTestContext(database: Database, opts: TestAppOptions = {}): Promise<AppContext> {
  const settings = testSettings({ LOGIN_RATE_LIMIT: String(opts.loginRateLimit ?? 1000), ...opts.env });
  return createAppContext({
    settings,
    database,
    storage: createStorage({ dataDir: ':memory:', basePath: settings.basePath }),
    videoTools: opts.videoTools,
    log: createLogger(settings, opts.logStream),
    mailTransport: opts.mailTransport,
    sms: opts.sms,
    eventChannel: opts.eventChannel,
  });
}

export async function buildTestApp(database: Database, opts: TestAppOptions = {}): Promise<FastifyInstance> {
  const ctx = await createTestContext(database, opts);
  const app = await buildApp(ctx, {
    webDistDir: opts.webDistDir ?? '/nonexistent-openfair-dist',
    realtimeKey: opts.eventChannel,
  });
  await app.ready();
  return app;
}

/**
 * The usual setup of a server test file: a database of `engine` with the fixtures (or what `seed` says:
 * the fixtures and more with `withFixtures`, or its own rows on an empty database with `fromEmpty`), an
 * app over it and a typed client, created before the file's tests and dropped after. Read them through
 * the returned getters inside tests and hooks.
 */
export function useTestApp(engine: Engine, opts: TestAppOptions & { seed?: Seed } = {}) {
  let testDb: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  let api: TestClient | undefined;
  beforeAll(async () => {
    testDb = await openTestDatabase(engine, opts.seed?.start ?? 'fixtures');
    await opts.seed?.rows(testDb.database.db);
    app = await buildTestApp(testDb.database, opts);
    api = testClient(app);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is ready inside tests and hooks only`);
    return value;
  };
  return {
    get app() {
      return ready(app, 'app');
    },
    get api() {
      return ready(api, 'api');
    },
    get db() {
      return ready(testDb, 'db').database.db;
    },
    get database() {
      return ready(testDb, 'database').database;
    },
  };
}
