import type { Redis } from 'ioredis';
import { UraniaError } from '../errors/index.js';

/**
 * @summary Connect to Redis before serving (an unreachable Redis fails the start), set up to fail fast during
 * outages: no offline queue, so a request during an outage gets a 503 at once instead of hanging; and every
 * command times out after `commandTimeoutMs`, so a stalled Redis (connected but silent) does not hang it either.
 * Connection errors after the start go to `onError` (the server logs them).
 */
export async function connectRedis(url: string, commandTimeoutMs: number, onError: (e: Error) => void): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  const client = new RedisClient(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    enableAutoPipelining: true,
    commandTimeout: commandTimeoutMs,
  });
  // The first connection error says why (ECONNREFUSED, ENOTFOUND…); ioredis rejects with "Connection is closed".
  let cause: Error | undefined;
  const firstError = (e: Error): void => {
    cause ??= e;
  };
  client.on('error', firstError);
  try {
    await client.connect();
  } catch (e) {
    client.disconnect();
    const why = (cause ?? (e as Error)).message;
    // One line, no stack (issue 23 #9): the operator's next step.
    throw new UraniaError(
      'INVALID_ARGUMENT',
      `Redis at ${redisUrlForHumans(url)} does not answer (${why}): start Redis there, or set URANIA_REDIS_URL to a Redis that answers.`,
      { field: 'URANIA_REDIS_URL', received: redisUrlForHumans(url), allowed: 'the URL of a Redis that answers, e.g. redis://127.0.0.1:6379' },
    );
  } finally {
    client.off('error', firstError);
  }
  client.on('error', onError);
  return client;
}

/**
 * @summary A Redis URL as it may be shown: any password replaced by `***`.
 * @example redisUrlForHumans('redis://user:secret@host:6379/0') // 'redis://user:***@host:6379/0'
 */
export function redisUrlForHumans(url: string): string {
  return url.replace(/^([a-z]+:\/\/)([^:@/]*):([^@/]*)@/i, '$1$2:***@');
}
