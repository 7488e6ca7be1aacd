/**
 * A tiny bounded least-recently-used map for the core (the `lru-cache` package is an adapter dependency and
 * may not be imported below the HTTP layer). A JavaScript Map iterates in insertion order, so re-inserting on
 * every hit keeps the least recently used entry first (ECMA-262 §24.1: Map iteration order).
 */
export class BoundedLru<K, V> {
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

  /** Number of entries held. */
  get size(): number {
    return this.entries.size;
  }

  /** @summary Drop every entry. */
  clear(): void {
    this.entries.clear();
  }
}
