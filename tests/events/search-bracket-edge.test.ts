/**
 * Regression: the engine scans a coarse function and polishes on the precise one. When a scan grid point falls
 * minutes before the precise root, the coarse bracket ends before the root; the polish used to be clamped to that
 * bracket and returned the grid point (the solar return of a 1996-06-01 noon birth came out 8 minutes early, 17″
 * short of the natal Sun).
 */
import { describe, expect, it } from 'vitest';
import { solarReturnsBetween } from '../../src/events/returns.js';
import { preciseSun } from '../../src/events/seasons.js';
import { signedDelta } from '../../src/units/index.js';

/** The polish converges to 1e-7 day: the Sun moves 0.01″ in that time. */
const EXACT_ARCSEC = 0.001;

describe('search engine: a root just outside the coarse bracket', () => {
  it('polishes past a grid point that sits minutes before the root (1997 solar return of a 1996-06-01 birth)', () => {
    const natalSun = 71.26343551685746; // apparent Sun, 1996-06-01 12:00 UT (the case that failed)
    const root = solarReturnsBetween(natalSun, 2450401, 2450801)[0]!;
    // Grid points on both sides of the root at every offset a window can give: each finds the exact root.
    for (const offsetMinutes of [-20, -8, -3, 0, 3, 8, 20]) {
      const gridPoint = root + offsetMinutes / 1440;
      const found = solarReturnsBetween(natalSun, gridPoint - 200, gridPoint + 200);
      expect(found).toHaveLength(1);
      expect(Math.abs(signedDelta(natalSun, preciseSun(found[0]!).value)) * 3600).toBeLessThan(EXACT_ARCSEC);
    }
  });
});
