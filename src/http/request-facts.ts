import type { FastifyRequest } from 'fastify';
import type { RefusalReason } from './metrics.js';

/** What the API steps learned about a request, for its one log line and the metrics (`request-log.ts`). */
export interface RequestFacts {
  /** Public id of the API key (`keyIdOf`), never the key. */
  keyId?: string;
  /** The route id (`GET /moon/phase`). */
  route?: string;
  /** Compute-budget units charged. */
  cost?: number;
  /** Whether the answer came from the cache. */
  cache?: 'HIT' | 'MISS';
  /** Why the request was refused, when it was. */
  refusal?: RefusalReason;
}

const FACTS = new WeakMap<FastifyRequest, RequestFacts>();

/** @summary The facts of a request (created empty on first use; dropped with the request). */
export function requestFacts(request: FastifyRequest): RequestFacts {
  let facts = FACTS.get(request);
  if (facts === undefined) {
    facts = {};
    FACTS.set(request, facts);
  }
  return facts;
}

/**
 * @summary The public id of an API key in logs and metrics: the first 12 hex digits of its SHA-256 (the hash the
 * server keeps), enough to tell keys apart, useless to call the API with.
 * @example keyIdOf('9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08') // '9f86d081884c'
 */
export function keyIdOf(keyHash: string): string {
  return keyHash.slice(0, 12);
}
