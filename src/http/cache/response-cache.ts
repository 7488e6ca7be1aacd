/**
 * A store of serialized response bodies. The body string is produced once (by the computation) and stored
 * as is, so a HIT sends exactly the bytes of the MISS that filled it.
 */
export interface ResponseCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, body: string, ttlMs: number): Promise<void>;
  close(): Promise<void>;
}
