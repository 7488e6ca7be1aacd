/**
 * Largest body a cache stores by default, in UTF-8 bytes (issue 23 #6): a bigger answer (a long `/ephemeris`,
 * up to ~12 MB) is sent but not cached, so a few requests cannot fill the cache. Configurable (`cacheMaxEntryBytes`).
 */
export const DEFAULT_CACHE_MAX_ENTRY_BYTES = 1024 * 1024;

/** @summary Whether a body fits in a cache entry of at most `maxEntryBytes` UTF-8 bytes. */
export function fitsCacheEntry(body: string, maxEntryBytes: number): boolean {
  // A UTF-16 unit takes 1–3 UTF-8 bytes: the exact count is only needed near the bound.
  return body.length * 3 <= maxEntryBytes || (body.length <= maxEntryBytes && Buffer.byteLength(body, 'utf8') <= maxEntryBytes);
}

/** A stored body and how long it stays fresh: what a cache lookup answers. */
export interface CachedResponse {
  /** The serialized body, exactly as the computation produced it. */
  readonly body: string;
  /** Milliseconds until the entry expires (≥ 0): the `max-age` the answer may be kept by the client. */
  readonly remainingTtlMs: number;
}

/**
 * A store of serialized response bodies. The body string is produced once (by the computation) and stored
 * as is, so a HIT sends exactly the bytes of the MISS that filled it.
 */
export interface ResponseCache {
  /** The stored body, or `undefined` (absent, expired, or the store is unavailable). */
  get(key: string): Promise<string | undefined>;
  /** The stored body with its remaining time to live, read together (one step), or `undefined`. */
  lookup(key: string): Promise<CachedResponse | undefined>;
  set(key: string, body: string, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}
