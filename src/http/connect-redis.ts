import type { Redis } from 'ioredis';

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
  client.on('error', onError);
  try {
    await client.connect();
  } catch (e) {
    client.disconnect();
    throw e;
  }
  return client;
}
