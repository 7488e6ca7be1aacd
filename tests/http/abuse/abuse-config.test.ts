/** Issue 23: the new limits are configurable from the environment of `urania serve`, with their defaults. */
import { describe, expect, it } from 'vitest';
import { serverOptionsFromEnv } from '../../../src/http/config.js';

describe('issue 23: limits from the environment', () => {
  it('reads the per-address cap, the trusted proxies, the compute budget, the cache entry and PNG bounds', () => {
    const { options } = serverOptionsFromEnv({
      URANIA_MAX_CONNECTIONS_PER_ADDRESS: '8',
      URANIA_TRUSTED_PROXIES: '10.0.0.1, ::ffff:10.0.0.2',
      URANIA_COST_LIMIT: '9000',
      URANIA_COST_WINDOW_MS: '30000',
      URANIA_CACHE_MAX_ENTRY_BYTES: '2048',
      URANIA_PNG_MAX_SIZE: '1000',
    });
    expect(options.maxConnectionsPerAddress).toBe(8);
    expect(options.trustedProxies).toEqual(['10.0.0.1', '::ffff:10.0.0.2']);
    expect(options.costBudget).toEqual({ limit: 9000, windowMs: 30_000 });
    expect(options.cacheMaxEntryBytes).toBe(2048);
    expect(options.pngMaxSize).toBe(1000);
  });

  it('defaults: 50 connections per address, no trusted proxy, 4000 units per minute, 1 MiB entries, 2000 px PNG', () => {
    const { options } = serverOptionsFromEnv({});
    expect(options.maxConnectionsPerAddress).toBe(50);
    expect(options.trustedProxies).toEqual([]);
    expect(options.costBudget).toEqual({ limit: 4000, windowMs: 60_000 });
    expect(options.cacheMaxEntryBytes).toBe(1024 * 1024);
    expect(options.pngMaxSize).toBe(2000);
  });
});
