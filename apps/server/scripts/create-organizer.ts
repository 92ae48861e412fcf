/**
 * `npm run create-organizer -- --email organizer@fair.example [--name "Fair office"] [--reset-password]`
 *
 * Gives the configured fair (EXHIBITION_ID, in DATABASE_URL or else the embedded database in DATA_DIR)
 * an organizer account with a password the operator types (asked twice, not echoed) or pipes in on
 * standard input (its first line). There is no public sign-up for organizers: on a production fair, which
 * seeds no demo accounts, this is how the first one is made. The fair is created bare if it does not
 * exist yet. With the embedded database the server must be stopped first (one user at a time).
 */
import { parseArgs } from 'node:util';
import { createLogger } from '../src/core/logger';
import { applyMigrations, openDatabase } from '../src/db/client';
import { acquireDataDirLock, type DataDirLock, DataDirLockedError } from '../src/lib/data-dir-lock';
import { createStorage } from '../src/media/storage';
import { createOrganizerAccount, OrganizerAccountError } from '../src/modules/session/index';
import { ensureFair } from '../src/seed/first-start';
import { loadSettings, SettingsError } from '../src/settings';

const USAGE =
  'usage: npm run create-organizer -- --email ADDRESS [--name NAME] [--reset-password]\n' +
  '       the password is asked for, or read from the first line of standard input';

function fail(message: string): never {
  process.stderr.write(`create-organizer: ${message}\n`);
  process.exit(1);
}

/** Reads a line from the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (ch === '\u0003' || ch === '\u0004') {
          finish();
          reject(new Error('cancelled'));
          return;
        }
        value = ch === '\u007f' || ch === '\b' ? value.slice(0, -1) : value + ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await askHidden('Password (letters and digits, both): ');
    const again = await askHidden('Password again: ');
    if (first !== again) fail('the two passwords do not match');
    return first;
  }
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  return input.split(/\r?\n/)[0] ?? '';
}

async function main() {
  let args: { email?: string; name?: string; 'reset-password'?: boolean; help?: boolean };
  try {
    args = parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string' },
        'reset-password': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (e) {
    fail(`${(e as Error).message}\n${USAGE}`);
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!args.email) fail(`--email is required\n${USAGE}`);

  let settings: ReturnType<typeof loadSettings>;
  try {
    settings = loadSettings(process.env);
  } catch (e) {
    if (e instanceof SettingsError) fail(e.message);
    throw e;
  }
  const password = await readPassword();

  let lock: DataDirLock | null = null;
  if (!settings.databaseUrl && settings.dataDir !== ':memory:') {
    try {
      lock = acquireDataDirLock(settings.dataDir);
    } catch (e) {
      if (e instanceof DataDirLockedError) fail(`${e.message} (stop the server first)`);
      throw e;
    }
  }
  const database = await openDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  try {
    await applyMigrations(database);
    const log = createLogger({ logLevel: 'warn' });
    // Never the demo fair: the operator is setting up a real one.
    await ensureFair({
      db: database.db,
      settings: { ...settings, demoData: false },
      storage: createStorage({ dataDir: settings.dataDir, basePath: settings.basePath }),
      log,
    });
    const created = await createOrganizerAccount(database.db, {
      exhibitionId: settings.exhibitionId,
      email: args.email,
      password,
      name: args.name ?? '',
      resetPassword: args['reset-password'],
    });
    process.stdout.write(
      `${created.existingAccount ? 'made the existing account' : 'created'} ${args.email.trim()} ` +
        `an organizer of ${settings.exhibitionId}; log in at /login/person\n`,
    );
  } catch (e) {
    if (e instanceof OrganizerAccountError) fail(e.message);
    throw e;
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((e) => fail(e instanceof Error ? (e.stack ?? e.message) : String(e)));
