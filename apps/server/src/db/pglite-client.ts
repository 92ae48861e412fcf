import { Worker } from 'node:worker_threads';

/**
 * The embedded database in a thread of its own (pglite-worker.mjs), behind the part of PGlite's client
 * API that Drizzle uses: `query` and `transaction`. A query of PGlite blocks its thread for its whole
 * duration (a search at 100k products: 10-20 ms); on the server's event loop that stalled every other
 * request meanwhile. Over the thread boundary each query costs a message each way instead.
 */

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
export type QueryResult = {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
};
type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: Record<string, unknown> };

/** A database error as the worker described it, with PostgreSQL's fields (code, constraint...). */
function errorFrom(described: Record<string, unknown>): Error {
  const error = new Error(String(described.message));
  return Object.assign(error, described);
}

export class PGliteClient {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  readonly waitReady: Promise<void>;

  /** `startFrom`: for an in-memory database, a dump of a data directory to start from (see the worker). */
  constructor(dataDir: string, startFrom?: string) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir, startFrom },
    });
    this.waitReady = new Promise((resolve, reject) => {
      const onReady = (m: { ready?: boolean; error?: Record<string, unknown> }) => {
        if (m.ready === undefined) return;
        this.worker.off('message', onReady);
        if (m.ready) resolve();
        else reject(errorFrom(m.error ?? { message: 'the embedded database did not start' }));
      };
      this.worker.on('message', onReady);
    });
    this.worker.on('message', (m: Reply | { ready: boolean }) => {
      if (!('id' in m)) return;
      const waiter = this.waiting.get(m.id);
      if (!waiter) return;
      this.waiting.delete(m.id);
      if (m.ok) waiter.resolve(m.result);
      else waiter.reject(errorFrom(m.error));
    });
    this.worker.on('error', (error) => {
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    });
  }

  private send<T>(message: Record<string, unknown>): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  /**
   * A query; with `parsers` (Drizzle passes identity parsers for date types) dates come back as text.
   * The parsers themselves cannot cross the thread boundary: the worker applies the same ones.
   */
  query(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<QueryResult> {
    return this.send({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      rawDates: options.parsers !== undefined && Object.keys(options.parsers).length > 0,
      tx,
    });
  }

  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: { query: PGliteClient['query'] }) => Promise<T>): Promise<T> {
    const { tx } = await this.send<{ tx: number }>({ op: 'begin' });
    const handle = {
      query: (sql: string, params?: unknown[], options?: QueryOptions) =>
        this.query(sql, params, options, tx),
    };
    let result: T;
    try {
      result = await fn(handle);
    } catch (error) {
      await this.send({ op: 'rollback', tx });
      throw error;
    }
    await this.send({ op: 'commit', tx });
    return result;
  }

  async close(): Promise<void> {
    await this.send({ op: 'close' });
    await this.worker.terminate();
  }
}
