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
