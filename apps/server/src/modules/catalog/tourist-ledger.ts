import { Redis } from 'ioredis';
import { slot } from '../../core/context';

/** How long a guest's seen products are remembered: a day of browsing is one budget. */
export const TOURIST_WINDOW_MS = 24 * 3_600_000;
/** Guests remembered per instance in memory; the least recently active are forgotten first. */
const MEMORY_CLIENTS = 100_000;

/**
 * The products each anonymous client has been shown, for the organizer's tourist limit: a guest sees at
 * most that many distinct products in a day, whichever lists, searches, exhibitor pages and details they
 * come through. A product already shown stays visible; a new one is admitted while the budget lasts.
 */
export type TouristLedger = {
  /** Which of `productIds` this client may be shown (in no particular order). */
  admit(clientKey: string, productIds: string[], budget: number): Promise<Set<string>>;
  close(): Promise<void>;
};

/** One instance's memory: enough for one server; several instances need REDIS_URL to share it. */
export function memoryTouristLedger(now: () => number = Date.now): TouristLedger {
  const clients = new Map<string, { seen: Set<string>; until: number }>();
  return {
    async admit(clientKey, productIds, budget) {
      const t = now();
      let entry = clients.get(clientKey);
      if (entry && entry.until <= t) entry = undefined;
      // Re-inserted on every visit, so the Map's order is least recently active first.
      clients.delete(clientKey);
      entry ??= { seen: new Set(), until: t + TOURIST_WINDOW_MS };
      clients.set(clientKey, entry);
      if (clients.size > MEMORY_CLIENTS) clients.delete(clients.keys().next().value!);
      const admitted = new Set<string>();
      for (const id of productIds) {
        if (!entry.seen.has(id) && entry.seen.size < budget) entry.seen.add(id);
        if (entry.seen.has(id)) admitted.add(id);
      }
      return admitted;
    },
    async close() {
      clients.clear();
    },
  };
}

// Atomic per client: concurrent pages of one guest cannot together pass the budget.
const ADMIT_SCRIPT = `
local n = redis.call('SCARD', KEYS[1])
local budget = tonumber(ARGV[1])
local admitted = {}
for i = 3, #ARGV do
  if redis.call('SISMEMBER', KEYS[1], ARGV[i]) == 1 then
    admitted[#admitted + 1] = ARGV[i]
  elseif n < budget then
    redis.call('SADD', KEYS[1], ARGV[i])
    n = n + 1
    admitted[#admitted + 1] = ARGV[i]
  end
end
if redis.call('TTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return admitted
`;

/** Shared by every instance on one Redis: a guest's budget holds whichever instance answers. */
export function redisTouristLedger(url: string, prefix = 'openfair:tourist:'): TouristLedger {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  redis.on('error', () => {
    // Reported by the calls that fail; ioredis reconnects by itself.
  });
  return {
    async admit(clientKey, productIds, budget) {
      if (productIds.length === 0) return new Set();
      const admitted = (await redis.eval(
        ADMIT_SCRIPT,
        1,
        `${prefix}${clientKey}`,
        String(budget),
        String(TOURIST_WINDOW_MS),
        ...productIds,
      )) as string[];
      return new Set(admitted);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export const touristLedger = slot(
  'catalog.touristLedger',
  (app): TouristLedger =>
    app.settings.redisUrl ? redisTouristLedger(app.settings.redisUrl) : memoryTouristLedger(),
  (ledger) => ledger.close(),
);
