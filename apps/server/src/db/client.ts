import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PGliteClient } from './pglite-client';
import * as schema from './schema/index';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction handle of the Drizzle database (same query API as Db). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
export type DatabaseKind = 'pglite' | 'postgres';
export type Database = { db: Db; kind: DatabaseKind; close: () => Promise<void> };

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * Opens the database the settings name: PostgreSQL when `databaseUrl` is set, otherwise embedded
 * PGlite in `dataDir/pglite` (or in memory when `dataDir` is `:memory:`, for tests).
 * Both drivers expose the same Drizzle query API; the node-postgres one is cast to the PGlite type.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** in memory only: a PGlite data-directory dump (a file) to start from instead of an empty database */
  startFrom?: string;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, admin kill) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    pool.on('error', (err) => console.error(`[openfair] PostgreSQL idle connection error: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let dir = ':memory:';
  if (opts.dataDir !== ':memory:') {
    dir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  // PGlite runs in a thread of its own (pglite-client.ts); Drizzle's PGlite driver only needs its
  // query and transaction calls.
  const client = new PGliteClient(dir, dir === ':memory:' ? opts.startFrom : undefined);
  await client.waitReady;
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Applies the committed SQL migrations in apps/server/drizzle. */
export async function applyMigrations(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as never, { migrationsFolder });
  } else {
    await migratePglite(database.db, { migrationsFolder });
  }
}
