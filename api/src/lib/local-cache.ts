// An in-process cache whose entries carry tags, so a change drops exactly the entries built from
// it. Loads that raced an invalidation are not kept: take a stamp() before reading the database and
// hand it to set(); any invalidation in between makes set() a no-op.
export type LocalCacheOptions = { ttlMs: number; maxEntries: number };

type Entry<V> = { value: V; expiresAt: number; tags: readonly string[] };

export class LocalCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  /** tag → keys of the entries carrying it, so a change drops its entries without a scan. */
  private readonly keysByTag = new Map<string, Set<string>>();
  private generation = 0;
  private enabled = true;

  constructor(private readonly options: LocalCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.remove(key);
      return undefined;
    }
    return entry.value;
  }

  /** The generation a load starts from. */
  stamp(): number {
    return this.generation;
  }

  /** Keeps `value` unless something was invalidated since `stamp` (or caching is suspended). */
  set(key: string, value: V, { stamp, tags = [], expiresAt }: { stamp: number; tags?: readonly string[]; expiresAt?: number }): void {
    if (!this.enabled || stamp !== this.generation) return;
    this.remove(key);
    if (this.entries.size >= this.options.maxEntries) this.evict();
    this.entries.set(key, { value, tags, expiresAt: Math.min(expiresAt ?? Infinity, Date.now() + this.options.ttlMs) });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  delete(key: string): void {
    this.generation++;
    this.remove(key);
  }

  /** Drops every entry carrying `tag`. */
  invalidate(tag: string): void {
    this.generation++;
    const keys = this.keysByTag.get(tag);
    if (keys) for (const key of [...keys]) this.remove(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.keysByTag.clear();
  }

  /** Stops (false) or resumes (true) caching; stopping drops everything. */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.clear();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }

  /** Drops expired entries, then the oldest tenth when still full. */
  private evict(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.remove(key);
    if (this.entries.size < this.options.maxEntries) return;
    const oldest = [...this.entries.keys()].slice(0, Math.max(1, Math.floor(this.options.maxEntries / 10)));
    for (const key of oldest) this.remove(key);
  }
}
