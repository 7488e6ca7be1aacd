import { describe, expect, it } from 'vitest';
import { serverOptionsFromEnv } from '../../src/http/config.js';

describe('serverOptionsFromEnv', () => {
  it('applies the spec defaults', () => {
    const { options, port, host, production } = serverOptionsFromEnv({});
    expect(options.rateLimit).toEqual({ limit: 100, windowMs: 60_000 });
    expect(options.requestTimeoutMs).toBe(30_000);
    expect(options.executor).toBe('workers');
    expect(options.redis).toBeUndefined();
    expect([port, host, production]).toEqual([3000, '127.0.0.1', false]);
  });

  it('reads every variable', () => {
    const { options, port, host, production } = serverOptionsFromEnv({
      URANIA_API_KEYS: ' a , b ,',
      URANIA_API_KEY_HASHES: 'h1,h2',
      URANIA_RATE_LIMIT: '5',
      URANIA_RATE_WINDOW_MS: '1000',
      URANIA_REQUEST_TIMEOUT_MS: '250',
      URANIA_REDIS_URL: 'redis://127.0.0.1:6390',
      URANIA_WORKERS: '3',
      PORT: '8080',
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
    });
    expect(options.apiKeys).toEqual(['a', 'b']);
    expect(options.apiKeyHashes).toEqual(['h1', 'h2']);
    expect(options.rateLimit).toEqual({ limit: 5, windowMs: 1000 });
    expect(options.requestTimeoutMs).toBe(250);
    expect(options.redis).toBe('redis://127.0.0.1:6390');
    expect(options.executor).toEqual({ kind: 'workers', maxThreads: 3 });
    expect([port, host, production]).toEqual([8080, '0.0.0.0', true]);
  });

  it('issue 16 #2, #3, #7: reads the connection limits, timeouts, shutdown grace, unauthenticated limit and Redis timeout, with their defaults', () => {
    const defaults = serverOptionsFromEnv({}).options;
    expect(defaults).toMatchObject({
      maxConnections: 500,
      headersTimeoutMs: 10_000,
      bodyTimeoutMs: 20_000,
      keepAliveTimeoutMs: 72_000,
      idleTimeoutMs: 40_000,
      shutdownGraceMs: 8_000,
      unauthenticatedLimit: { limit: 60, windowMs: 60_000 },
      redisTimeoutMs: 500,
    });
    const { options } = serverOptionsFromEnv({
      URANIA_REDIS_TIMEOUT_MS: '250',
      URANIA_REQUEST_TIMEOUT_MS: '5000',
      URANIA_MAX_CONNECTIONS: '64',
      URANIA_HEADERS_TIMEOUT_MS: '2000',
      URANIA_BODY_TIMEOUT_MS: '4000',
      URANIA_KEEP_ALIVE_TIMEOUT_MS: '6000',
      URANIA_SHUTDOWN_GRACE_MS: '3000',
      URANIA_UNAUTHENTICATED_LIMIT: '10',
      URANIA_UNAUTHENTICATED_WINDOW_MS: '1000',
    });
    expect(options).toMatchObject({
      maxConnections: 64,
      headersTimeoutMs: 2000,
      bodyTimeoutMs: 4000,
      keepAliveTimeoutMs: 6000,
      idleTimeoutMs: 15_000,
      shutdownGraceMs: 3000,
      unauthenticatedLimit: { limit: 10, windowMs: 1000 },
      redisTimeoutMs: 250,
    });
    expect(serverOptionsFromEnv({ URANIA_IDLE_TIMEOUT_MS: '90000' }).options.idleTimeoutMs).toBe(90_000);
  });

  it.each([
    ['URANIA_MAX_CONNECTIONS', '0'],
    ['URANIA_HEADERS_TIMEOUT_MS', 'soon'],
    ['URANIA_SHUTDOWN_GRACE_MS', '-1'],
    ['URANIA_UNAUTHENTICATED_LIMIT', '1.5'],
    ['URANIA_REDIS_TIMEOUT_MS', '0'],
  ])('issue 16: names %s=%s in its error', (name, value) => {
    expect(() => serverOptionsFromEnv({ [name]: value })).toThrow(name);
  });

  it.each([
    ['URANIA_RATE_LIMIT', '0'],
    ['URANIA_RATE_LIMIT', '1.5'],
    ['URANIA_RATE_WINDOW_MS', '-1'],
    ['URANIA_REQUEST_TIMEOUT_MS', 'soon'],
    ['PORT', '70000'],
    ['URANIA_EXECUTOR', 'threads'],
  ])('names %s=%s in its error', (name, value) => {
    expect(() => serverOptionsFromEnv({ [name]: value })).toThrow(name);
  });
});
