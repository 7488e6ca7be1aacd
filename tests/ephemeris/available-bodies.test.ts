/**
 * `availableBodies()` is read once (issue 30: every natal chart asks): it must still be the definition — every body
 * whose method `isAvailable` says this build computes, in `BODIES` order — and each call's array the caller's own.
 */
import { describe, expect, it } from 'vitest';
import { BODY_METHODS, availableBodies, isAvailable } from '../../src/ephemeris/bodies.js';
import { BODIES } from '../../src/schemas/index.js';

describe('availableBodies', () => {
  it('lists, in BODIES order, every body this build can compute (an opposite point with its original)', () => {
    const list = availableBodies();
    expect(list).toEqual(BODIES.filter((b) => isAvailable(b)));
    for (const b of list) {
      const method = BODY_METHODS[b];
      expect(method.kind === 'opposite' ? BODY_METHODS[method.of].kind : method.kind).not.toBe('unavailable');
    }
    expect(list).toContain('Moon');
    expect(list).toContain('AntiVertex');
  });

  it("gives each caller its own array: one caller's changes never reach the next", () => {
    const first = availableBodies();
    const expected = [...first];
    first.length = 0;
    first.push('Sun');
    expect(availableBodies()).toEqual(expected);
    expect(availableBodies()).not.toBe(availableBodies());
  });

  it('refuses an argument, as before', () => {
    expect(() => (availableBodies as (...a: unknown[]) => unknown)('Sun')).toThrow(/availableBodies\(\)/);
  });
});
