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
