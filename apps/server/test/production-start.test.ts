import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ResponseCode, SessionPaths } from '@openfair/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/core/logger';
import { applyMigrations, type Db, openDatabase } from '../src/db/client';
import {
  authTokens,
  exhibitions,
  exhibitors,
  organizers,
  products,
  userAccounts,
} from '../src/db/schema/index';
import { verifyPassword } from '../src/lib/password';
import { createStorage } from '../src/media/storage';
import { createOrganizerAccount, OrganizerAccountError } from '../src/modules/session/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo/index';
import { ensureFair, type FirstStart } from '../src/seed/first-start';
import { DEMO_DATA_ACKNOWLEDGEMENT, loadSettings, SettingsError } from '../src/settings';
import { FAIR_A, fromEmpty } from './fixtures';
import { enginesFor, useTestApp } from './harness';

const productionEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: ':memory:',
  EXHIBITION_ID: FAIR_A,
};
const rowsIn = async (db: Db, table: typeof userAccounts | typeof exhibitors | typeof products) =>
  (await db.select({ n: count() }).from(table))[0]!.n;

function settingsFailure(env: Record<string, string>): SettingsError {
  try {
    loadSettings(env);
  } catch (e) {
    if (e instanceof SettingsError) return e;
    throw e;
  }
  throw new Error('expected the settings to be refused');
}

describe('production settings', () => {
  it('seed no demo data unless asked twice, and then warn', () => {
    expect(loadSettings({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadSettings({}).demoData).toBe(true);
    expect(loadSettings({ DEMO_DATA: '0' }).demoData).toBe(false);
    const refused = settingsFailure({ NODE_ENV: 'production', DEMO_DATA: '1' });
    expect(refused.variable).toBe('DEMO_DATA_ACKNOWLEDGE');
    expect(refused.message).toContain(DEMO_DATA_ACKNOWLEDGEMENT);
    expect(
      settingsFailure({ NODE_ENV: 'production', DEMO_DATA: '1', DEMO_DATA_ACKNOWLEDGE: 'yes' }).variable,
    ).toBe('DEMO_DATA_ACKNOWLEDGE');
    expect(
      loadSettings({
        NODE_ENV: 'production',
        DEMO_DATA: '1',
        DEMO_DATA_ACKNOWLEDGE: DEMO_DATA_ACKNOWLEDGEMENT,
      }).demoData,
    ).toBe(true);
  });

  it('refuse a published signing secret, naming the setting', () => {
    const s3 = { S3_ENDPOINT: 'https://s3.example.test', S3_BUCKET: 'b', S3_ACCESS_KEY: 'minioadmin' };
    const refused = settingsFailure({ NODE_ENV: 'production', ...s3, S3_SECRET_KEY: 'minioadmin' });
    expect(refused.variable).toBe('S3_SECRET_KEY');
    expect(refused.message).toContain('S3_SECRET_KEY');
    // Development may use a local MinIO with its defaults; production with a secret of its own starts.
    expect(loadSettings({ ...s3, S3_SECRET_KEY: 'minioadmin' }).s3?.secretKey).toBe('minioadmin');
    expect(loadSettings({ NODE_ENV: 'production', ...s3, S3_SECRET_KEY: 'k7Qx-9f2Lr' }).s3?.secretKey).toBe(
      'k7Qx-9f2Lr',
    );
    // The visitor token is public by design: its default is allowed.
    expect(loadSettings({ NODE_ENV: 'production' }).visitorToken).toBe('openfair-public-visitor-token');
  });
});

describe.each(enginesFor('sql'))('a production start on %s', (engine) => {
  let first: FirstStart | undefined;
  const t = useTestApp(engine, {
    seed: fromEmpty(async (db) => {
      const settings = loadSettings(productionEnv);
      first = await ensureFair({
        db,
        settings,
        storage: createStorage({ dataDir: ':memory:', basePath: '' }),
        log: createLogger(settings),
      });
    }),
  });
  const logon = (account: string, password: string) =>
    t.api.post(SessionPaths.webLogon, { account, password }, { as: 'guest' });

  it('creates the fair bare: no accounts, companies or products, and no demo login works', async () => {
    expect(first).toEqual({ created: 'bare' });
    expect(await t.db.select({ id: exhibitions.id }).from(exhibitions)).toEqual([{ id: FAIR_A }]);
    expect(await rowsIn(t.db, userAccounts)).toBe(0);
    expect(await rowsIn(t.db, exhibitors)).toBe(0);
    expect(await rowsIn(t.db, products)).toBe(0);
    for (const account of Object.values(DEMO_ACCOUNTS))
      expect((await logon(account, DEMO_PASSWORD)).code).not.toBe(ResponseCode.Success);
  });

  it('gets its first organizer with the password the operator chose, who logs in as organizer', async () => {
    const created = await createOrganizerAccount(t.db, {
      exhibitionId: FAIR_A,
      email: ' Office@Fair.Example ',
      password: 'Opening2026',
      name: 'Fair office',
    });
    expect(created.existingAccount).toBe(false);
    const login = await logon('office@fair.example', 'Opening2026');
    expect(login.code).toBe(ResponseCode.Success);
    expect(login.data?.subjectType).toBe('ORGANIZER');
    const [row] = await t.db.select().from(organizers).where(eq(organizers.id, created.organizerId));
    expect(row).toMatchObject({ exhibitionId: FAIR_A, name: 'Fair office' });
  });

  it('refuses a weak password, a bad email, an unknown fair and an existing account, in both languages', async () => {
    const attempt = (input: Partial<Parameters<typeof createOrganizerAccount>[1]>) =>
      createOrganizerAccount(t.db, {
        exhibitionId: FAIR_A,
        email: 'second@fair.example',
        password: 'Second2026',
        name: '',
        ...input,
      }).then(
        () => null,
        (e: unknown) => {
          expect(e).toBeInstanceOf(OrganizerAccountError);
          return (e as OrganizerAccountError).reason;
        },
      );
    expect((await attempt({ password: 'short' }))?.en).toContain('password');
    expect((await attempt({ password: 'onlyletters' }))?.zh).toContain('密码');
    expect((await attempt({ email: 'not an email' }))?.en).toContain('email');
    expect((await attempt({ exhibitionId: 'no-such-fair' }))?.en).toContain('no-such-fair');
    expect((await attempt({ email: 'office@fair.example' }))?.en).toContain('--reset-password');
    // Nothing was created by the refusals, and the first organizer's password still works.
    expect(await rowsIn(t.db, userAccounts)).toBe(1);
    expect((await logon('office@fair.example', 'Opening2026')).code).toBe(ResponseCode.Success);
  });

  it('takes over an existing account only with --reset-password, which ends its sessions', async () => {
    const before = await logon('office@fair.example', 'Opening2026');
    const token = before.data!.token;
    const taken = await createOrganizerAccount(t.db, {
      exhibitionId: FAIR_A,
      email: 'office@fair.example',
      password: 'Replaced2026',
      name: '',
      resetPassword: true,
    });
    expect(taken.existingAccount).toBe(true);
    expect((await logon('office@fair.example', 'Opening2026')).code).not.toBe(ResponseCode.Success);
    expect((await logon('office@fair.example', 'Replaced2026')).code).toBe(ResponseCode.Success);
    const live = await t.db.select({ revokedAt: authTokens.revokedAt }).from(authTokens);
    expect(live.length).toBeGreaterThan(1);
    // The old session's token was revoked: only sessions made after the reset are live.
    expect((await t.api.post(SessionPaths.getUserInfoByToken, {}, { as: { token } })).code).not.toBe(
      ResponseCode.Success,
    );
  });
});

describe('npm run create-organizer', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'openfair-organizer-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const run = (args: string[], stdin: string) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(
        path.resolve(__dirname, '../../../node_modules/.bin/tsx'),
        [path.resolve(__dirname, '../scripts/create-organizer.ts'), ...args],
        { env: { ...process.env, ...productionEnv, DATA_DIR: dataDir }, stdio: ['pipe', 'pipe', 'pipe'] },
      );
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
      });
      child.stderr.on('data', (d) => {
        out += d;
      });
      child.on('exit', (code) => resolve({ code, out }));
      child.stdin.end(stdin);
    });

  it('creates the fair and its organizer in an empty embedded database from a piped password', async () => {
    const weak = await run(['--email', 'boss@fair.example'], 'weak\n');
    expect(weak.code).toBe(1);
    expect(weak.out).toContain('password');
    const made = await run(['--email', 'boss@fair.example', '--name', 'Fair office'], 'Opening2026\n');
    expect(made.out).toContain('boss@fair.example');
    expect(made.code).toBe(0);

    const database = await openDatabase({ dataDir });
    try {
      await applyMigrations(database);
      const [account] = await database.db.select().from(userAccounts);
      expect(account?.email).toBe('boss@fair.example');
      expect(await verifyPassword(account!.passwordHash!, 'Opening2026')).toBe(true);
      expect(await database.db.select({ name: organizers.name }).from(organizers)).toEqual([
        { name: 'Fair office' },
      ]);
      expect(await rowsIn(database.db, exhibitors)).toBe(0);
    } finally {
      await database.close();
    }
  }, 60_000);
});
