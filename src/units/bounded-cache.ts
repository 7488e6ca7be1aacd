/**
 * The one bounded cache of the core: a least-recently-used map holding at most `capacity` entries. Layers below
 * the adapters use it for their memo tables (Chebyshev segments, local midnights, sky snapshots, …) instead of a
 * hand-written `Map` with a size check; the `lru-cache` package is an adapter dependency and may not be imported
 * here. A JavaScript Map iterates in insertion order (ECMA-262 §24.1), so re-inserting on every hit keeps the
 * least recently used entry first, and that entry is the one evicted.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  /** @param capacity The most entries kept (≥ 1). */
  constructor(readonly capacity: number) {}

  /** @summary The value for a key, marking it most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** @summary Store a value, evicting the least recently used entry when full. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  /**
   * @summary The cached value for a key, computing and storing it on a miss.
   * @example const cache = new BoundedCache<number, number>(64); cache.getOrCompute(7, (k) => k * k) // 49
   */
  getOrCompute(key: K, compute: (key: K) => V): V {
    const known = this.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    this.set(key, value);
    return value;
  }

  /** Number of entries held. */
  get size(): number {
    return this.entries.size;
  }

  /** @summary Drop every entry. */
  clear(): void {
    this.entries.clear();
  }
}
