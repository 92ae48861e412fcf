/**
 * A small in-process cache whose entries expire after `ttlMs`, holding at most `maxEntries` (the oldest
 * entry is dropped first). `load` shares one pending load among concurrent callers of the same key, so
 * an expired hot entry costs one query, not one per request in flight.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly pending = new Map<string, Promise<V>>();
  /**
   * Bumped by every invalidation: a load that started before it finishes for its callers but is not
   * kept, since it may have read what was just invalidated.
   */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  async load(key: string, loader: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const settle = () => {
      if (this.pending.get(key) === promise) this.pending.delete(key);
    };
    const promise: Promise<V> = loader().then(
      (value) => {
        settle();
        if (generation === this.generation) this.set(key, value);
        return value;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }

  delete(key: string): void {
    this.generation++;
    this.entries.delete(key);
    this.pending.delete(key);
  }

  /** Drops the entries whose value matches (a scan: for rare invalidations, not per request). */
  deleteWhere(matches: (value: V) => boolean): void {
    this.generation++;
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
    this.pending.clear();
  }

  /** Drops the entries whose key starts with `prefix` (a scan: for rare invalidations, not per request). */
  deleteKeysStartingWith(prefix: string): void {
    this.generation++;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const key of this.pending.keys()) if (key.startsWith(prefix)) this.pending.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.pending.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
