import { describe, expect, it } from 'vitest';
import { unauthenticatedLimiter } from '../../src/http/rate-limit/unauthenticated-limiter.js';

describe('unauthenticatedLimiter (issue 16 #3)', () => {
  it('issue 16 #3: blocks an IP at its limit of refusals within the window, and frees it as they age out', () => {
    let now = 1_000_000;
    const limiter = unauthenticatedLimiter({ limit: 3, windowMs: 1_000 }, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.blocked('10.0.0.1')).toBeUndefined();
      limiter.record('10.0.0.1');
      now += 100;
    }
    const over = limiter.blocked('10.0.0.1');
    expect(over).toMatchObject({ allowed: false, limit: 3, remaining: 0 });
    // The oldest refusal (at 1 000 000) leaves the window at 1 001 000; now is 1 000 300: 0.7 s, rounded up.
    expect(over?.retryAfterSeconds).toBe(1);
    expect(limiter.blocked('10.0.0.2')).toBeUndefined();
    now = 1_000_000 + 1_000;
    expect(limiter.blocked('10.0.0.1')).toBeUndefined();
  });

  it('issue 16 #3: keeps at most maxTracked IPs and at most limit times per IP (memory bounded)', () => {
    const now = 5_000;
    const limiter = unauthenticatedLimiter({ limit: 2, windowMs: 60_000 }, () => now, 3);
    for (let i = 0; i < 5; i++) limiter.record('192.0.2.1');
    expect(limiter.blocked('192.0.2.1')).toBeDefined();
    for (const ip of ['192.0.2.2', '192.0.2.3', '192.0.2.4']) {
      limiter.record(ip);
      limiter.record(ip);
    }
    // Four IPs in a store of three: the least recently refused one (192.0.2.1) was forgotten.
    expect(limiter.blocked('192.0.2.1')).toBeUndefined();
    expect(limiter.blocked('192.0.2.4')).toBeDefined();
    limiter.clear();
    expect(limiter.blocked('192.0.2.4')).toBeUndefined();
  });
});
