import type { Database, DatabaseKind, Db } from '../db/client';
import type { Storage } from '../media/storage';
import type { VideoTools } from '../media/video-tools';
import type { Settings } from '../settings';
import { createMemoryEventBus, createRedisEventBus, type EventBus } from './events';
import type { Logger } from './logger';
import { createDelivery, type Delivery, type MailTransport, type SmsProvider } from './mail';
import { PreparedStatements } from './prepared';
import { SessionCache } from './session-cache';

/**
 * A piece of per-instance state an area keeps (its caches, a write buffer): created on first use,
 * one per application context, so tests and benches that run several apps in one process never
 * share it. `close` runs when the context closes (flush what is buffered).
 */
export type Slot<T> = {
  readonly name: string;
  readonly create: (app: AppContext) => T;
  readonly close?: (value: T) => Promise<void> | void;
};

export const slot = <T>(
  name: string,
  create: (app: AppContext) => T,
  close?: (value: T) => Promise<void> | void,
): Slot<T> => ({ name, create, close });

/**
 * Everything a running instance owns, handed to every call: the database, settings, storage, mail,
 * logger, the domain-event bus, prepared statements, resolved sessions, and the areas' slots.
 */
export type AppContext = {
  readonly settings: Settings;
  readonly db: Db;
  readonly dbKind: DatabaseKind;
  readonly storage: Storage;
  /** ffmpeg and ffprobe when the machine has them: the codec check and poster frames of videos */
  readonly videoTools: VideoTools | null;
  readonly delivery: Delivery;
  readonly log: Logger;
  readonly events: EventBus;
  readonly prepared: PreparedStatements;
  readonly sessions: SessionCache;
  /** The slot's value for this instance (created on first use). */
  use<T>(slot: Slot<T>): T;
  /** Flushes the slots and closes the event bus; the database stays open (its opener closes it). */
  close(): Promise<void>;
};

export type AppContextOptions = {
  settings: Settings;
  database: Database;
  storage: Storage;
  /** found at start-up (main.ts); tests that need them detect them themselves */
  videoTools?: VideoTools | null;
  log: Logger;
  /** Tests hand in their own transports; production uses SMTP_URL and the outbox SMS provider. */
  mailTransport?: MailTransport;
  sms?: SmsProvider;
  /** Over Redis when REDIS_URL is set; tests name their own channel. */
  eventChannel?: string;
};

export async function createAppContext(opts: AppContextOptions): Promise<AppContext> {
  const { settings, database, log } = opts;
  const onError = (error: unknown, event: string) => log.error({ err: error, event }, 'domain event failed');
  const events = settings.redisUrl
    ? await createRedisEventBus({ url: settings.redisUrl, channel: opts.eventChannel, onError })
    : createMemoryEventBus(onError);
  const sessions = new SessionCache();
  events.subscribe('session.changed', ({ userAccountId }) => sessions.forget(userAccountId));

  const slots = new Map<Slot<unknown>, unknown>();
  let closed: Promise<void> | null = null;
  const context: AppContext = {
    settings,
    db: database.db,
    dbKind: database.kind,
    storage: opts.storage,
    videoTools: opts.videoTools ?? null,
    delivery: createDelivery({
      db: database.db,
      settings,
      logger: log,
      sms: opts.sms,
      mailTransport: opts.mailTransport,
    }),
    log,
    events,
    prepared: new PreparedStatements(database.db),
    sessions,
    use<T>(s: Slot<T>): T {
      if (!slots.has(s as Slot<unknown>)) slots.set(s as Slot<unknown>, s.create(context));
      return slots.get(s as Slot<unknown>) as T;
    },
    close() {
      closed ??= (async () => {
        for (const [s, value] of slots) {
          try {
            await s.close?.(value);
          } catch (error) {
            log.error({ err: error, slot: s.name }, 'could not close cleanly');
          }
        }
        await events.close();
      })();
      return closed;
    },
  };
  return context;
}
