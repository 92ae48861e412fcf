// The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly: every query
// blocks the thread it runs on for its whole duration, so it runs here, not on the server's event loop.
// The server talks to it through pglite-client.ts. Plain JavaScript: on Node 20 a worker does not get
// the TypeScript loader the server runs with.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

/** Dates and intervals as the text PostgreSQL sends (the ORM parses them itself). */
const identity = (value) => value;
const RAW_DATE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, identity],
  ),
);

/** The fields of a database error worth sending back (not the query's parameters: they may be personal). */
const ERROR_FIELDS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];
const describe = (error) => {
  const out = {
    message: error instanceof Error ? error.message : String(error),
    name: error?.name ?? 'Error',
  };
  for (const field of ERROR_FIELDS) if (error?.[field] !== undefined) out[field] = error[field];
  return out;
};

// In memory, optionally started from a dump of a data directory (PGlite's dumpDataDir, uncompressed):
// loading a dump skips initdb, a second or more each time (the tests start from a migrated one).
const db =
  workerData.dataDir !== ':memory:'
    ? new PGlite(workerData.dataDir)
    : workerData.startFrom
      ? new PGlite({ loadDataDir: new Blob([readFileSync(workerData.startFrom)]) })
      : new PGlite();
/** Open transactions by id: the server's transaction callback sends its queries with the id. */
const transactions = new Map();
let nextTransaction = 1;

const reply = (id, result) => parentPort.postMessage({ id, ok: true, result });
const fail = (id, error) => parentPort.postMessage({ id, ok: false, error: describe(error) });

async function query(message) {
  const target = message.tx ? transactions.get(message.tx)?.tx : db;
  if (!target) throw new Error(`transaction ${message.tx} is not open`);
  const options = { rowMode: message.rowMode, ...(message.rawDates ? { parsers: RAW_DATE_PARSERS } : {}) };
  const { rows, fields, affectedRows } = await target.query(message.sql, message.params, options);
  return { rows, fields, affectedRows };
}

/** Opens a transaction that stays open until the server sends commit or rollback. */
function begin(id) {
  const txId = nextTransaction++;
  let end;
  const ended = new Promise((resolve, reject) => {
    end = { resolve, reject };
  });
  let opened = false;
  db.transaction(async (tx) => {
    opened = true;
    transactions.set(txId, { tx, end });
    reply(id, { tx: txId });
    await ended;
  })
    .then(
      () => transactions.get(txId)?.settled?.(null),
      (error) => {
        // A transaction that failed to open still owes the server its answer.
        if (!opened) fail(id, error);
        else transactions.get(txId)?.settled?.(error);
      },
    )
    .finally(() => transactions.delete(txId));
}

/** Commits (or rolls back) an open transaction and answers when PGlite has done so. */
function finish(id, txId, commit) {
  const open = transactions.get(txId);
  if (!open) return fail(id, new Error(`transaction ${txId} is not open`));
  open.settled = (error) => (error && commit ? fail(id, error) : reply(id, null));
  if (commit) open.end.resolve();
  else open.end.reject(new Error('rolled back'));
}

parentPort.on('message', (message) => {
  switch (message.op) {
    case 'query':
      query(message).then(
        (result) => reply(message.id, result),
        (error) => fail(message.id, error),
      );
      break;
    case 'begin':
      begin(message.id);
      break;
    case 'commit':
    case 'rollback':
      finish(message.id, message.tx, message.op === 'commit');
      break;
    case 'close':
      db.close().then(
        () => reply(message.id, null),
        (error) => fail(message.id, error),
      );
      break;
    default:
      fail(message.id, new Error(`unknown operation ${message.op}`));
  }
});

db.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: describe(error) }),
);
