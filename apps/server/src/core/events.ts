import { randomUUID } from 'node:crypto';
import type { ChatProfile, LanguageType } from '@openfair/contract';
import { Redis } from 'ioredis';

/**
 * Domain events: what one part of the platform tells the others (and the other instances) has
 * happened. Payloads are plain JSON, because with REDIS_URL they travel between processes.
 */
export type DomainEvents = {
  /**
   * An account's sessions or standing changed (logout, password change, QR confirmation, registration
   * flags, staff binding or resignation): every instance forgets what it resolved for that account.
   * `userAccountId: null` means every account.
   */
  'session.changed': { userAccountId: string | null };
  /** Products, exhibitors or categories of a fair were written: catalog read models are stale. */
  'catalog.changed': { exhibitionId: string | null };
  /**
   * What an account has shown interest in or may see changed (favourites, client-pool membership, stated
   * purchase categories): what was derived from it for that account (favourite and pool flags on cards,
   * recommendations) is stale. Every write of those publishes it.
   */
  'interests.changed': { exhibitionId: string; userAccountId: string };
  /**
   * An exhibitor's employee resigned: what was assigned to them (claimed conversations, clients they
   * look after) goes to `handoverToAccountId`, the administrator who recorded the resignation. Areas
   * that assign work to employees subscribe.
   */
  'employee.resigned': {
    exhibitionId: string;
    exhibitorId: string;
    userAccountId: string;
    handoverToAccountId: string;
  };
  /**
   * Notices were put in notice boxes (and committed): the sockets of those accounts are told at once, so
   * the bell and the mail list refresh without waiting for their minute's poll. `userAccountIds: null`
   * means everyone of the fair (a broadcast).
   */
  'notice.delivered': { exhibitionId: string; userAccountIds: string[] | null };
  /**
   * Who belongs to a chat conversation changed (a member added or removed): every instance forgets the
   * membership it keeps in memory for sending, so a removed member neither sends nor receives again.
   */
  'chat.members.changed': { conversationId: string };
  /**
   * Chat messages a call made outside the socket (a group change's tip) to deliver: every instance emits
   * them to its own sockets of the receivers, as a sent message is. The views are the contract's
   * ChatMessage in each language, kept loose here because core imports no module.
   */
  'chat.delivered': {
    conversationId: string;
    views: { userAccountIds: string[]; message: Record<'cn' | 'en', unknown> }[];
  };
  /**
   * A company conversation (the shared inbox) was claimed: `userAccountIds` (the buyer and every employee
   * who had it) are told at once, with the claimer's name in both languages.
   */
  'chat.inbox.claimed': {
    conversationID: string;
    userAccountIds: string[];
    /** null: returned to the shared inbox */
    claimer: Record<LanguageType, ChatProfile> | null;
  };
};
export type EventName = keyof DomainEvents;
export type EventHandler<K extends EventName> = (payload: DomainEvents[K]) => void | Promise<void>;

export type EventBus = {
  readonly kind: 'memory' | 'redis';
  /**
   * Runs this instance's handlers before it resolves (so the instance that made a change is exact at
   * once), then, over Redis, hands the event to the other instances.
   */
  publish<K extends EventName>(name: K, payload: DomainEvents[K]): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe<K extends EventName>(name: K, handler: EventHandler<K>): () => void;
  close(): Promise<void>;
};

type ErrorLog = (error: unknown, event: string) => void;

/** Handlers by event name, run one after another; a failing handler is logged and does not stop the rest. */
class LocalHandlers {
  private readonly handlers = new Map<EventName, Set<EventHandler<never>>>();
  constructor(private readonly onError: ErrorLog) {}

  add<K extends EventName>(name: K, handler: EventHandler<K>): () => void {
    let set = this.handlers.get(name);
    if (!set) {
      set = new Set();
      this.handlers.set(name, set);
    }
    set.add(handler as EventHandler<never>);
    return () => set.delete(handler as EventHandler<never>);
  }

  async run(name: EventName, payload: unknown): Promise<void> {
    for (const handler of this.handlers.get(name) ?? []) {
      try {
        await (handler as EventHandler<EventName>)(payload as DomainEvents[EventName]);
      } catch (error) {
        this.onError(error, name);
      }
    }
  }
}

/** One process: events reach this instance's handlers only. */
export function createMemoryEventBus(onError: ErrorLog): EventBus {
  const local = new LocalHandlers(onError);
  return {
    kind: 'memory',
    publish: (name, payload) => local.run(name, payload),
    subscribe: (name, handler) => local.add(name, handler),
    close: async () => {},
  };
}

type Wire = { origin: string; name: EventName; payload: unknown };

export type RedisEventBusOptions = {
  url: string;
  /** Pub/sub channel; instances of one platform share it (tests use their own). */
  channel?: string;
  onError: ErrorLog;
  /** How long start-up waits for Redis before giving up with a clear message. */
  connectTimeoutMs?: number;
};

export const DEFAULT_EVENT_CHANNEL = 'openfair:events';

/**
 * Several instances: every event also goes over Redis pub/sub to the others. Each instance skips its
 * own messages (its handlers already ran in `publish`). Pub/sub delivers to whoever is connected at
 * that moment: an instance that is disconnected misses events, which is why the caches these events
 * invalidate also expire on their own (sessions within seconds, catalog pages within 30 s).
 */
export async function createRedisEventBus(opts: RedisEventBusOptions): Promise<EventBus> {
  const channel = opts.channel ?? DEFAULT_EVENT_CHANNEL;
  const origin = randomUUID();
  const local = new LocalHandlers(opts.onError);
  const connectTimeout = opts.connectTimeoutMs ?? 10_000;
  const clientOptions = { lazyConnect: true, connectTimeout, maxRetriesPerRequest: 3 } as const;
  const publisher = new Redis(opts.url, clientOptions);
  const subscriber = new Redis(opts.url, clientOptions);
  // ioredis reconnects by itself; without a listener an 'error' event would crash the process.
  for (const client of [publisher, subscriber])
    client.on('error', (error: Error) => opts.onError(error, 'redis connection'));
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(`Redis at REDIS_URL did not answer: ${(error as Error).message}`);
  }
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    let wire: Wire;
    try {
      wire = JSON.parse(raw) as Wire;
    } catch (error) {
      opts.onError(error, 'unreadable event');
      return;
    }
    if (wire.origin === origin) return;
    void local.run(wire.name, wire.payload);
  });
  return {
    kind: 'redis',
    async publish(name, payload) {
      await local.run(name, payload);
      try {
        await publisher.publish(channel, JSON.stringify({ origin, name, payload } satisfies Wire));
      } catch (error) {
        opts.onError(error, name);
      }
    },
    subscribe: (name, handler) => local.add(name, handler),
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
