import { describe, expect, it } from 'vitest';
import { apparentPlaceOf } from '../../src/ephemeris/apparent-body.js';
import { UraniaError } from '../../src/errors/urania-error.js';
import { ephemeris } from '../../src/records/ephemeris.js';
import { instantFromJulianDay } from '../../src/time/instant.js';

const ARCSEC = 1 / 3600;
/** Chebyshev range path vs direct path (issue #3). */
const RANGE_VS_DIRECT = 0.01 * ARCSEC;

function wrap(d: number): number {
  return ((((d + 180) % 360) + 360) % 360) - 180;
}

describe('ephemeris()', () => {
  it('steps through a range, one row per step, with positions matching bodyPosition to 0.01″', () => {
    const rows = ephemeris({ from: '2024-01-01', to: '2024-01-10', stepDays: 1, bodies: ['Sun', 'Moon'] });
    expect(rows).toHaveLength(10);
    expect(rows[0]!.at).toBe('2024-01-01T00:00:00Z');
    expect(rows[9]!.at).toBe('2024-01-10T00:00:00Z');
    for (const row of rows) {
      for (const p of row.positions) {
        const direct = apparentPlaceOf(p.body, instantFromJulianDay(row.jdTt, 'TT'));
        expect(Math.abs(wrap(p.longitude - direct.longitude))).toBeLessThan(RANGE_VS_DIRECT);
        expect(p.isRetrograde).toBe(p.speed < 0);
      }
    }
  });

  it('rejects a reversed range, a bad step and too many rows', () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as UraniaError).code;
      }
      return undefined;
    };
    expect(code(() => ephemeris({ from: '2024-02-01', to: '2024-01-01' }))).toBe('OUT_OF_RANGE');
    expect(code(() => ephemeris({ from: '2024-01-01', to: '2024-02-01', stepDays: 0 }))).toBe('OUT_OF_RANGE');
    expect(code(() => ephemeris({ from: '1800-01-01', to: '2200-01-01', stepDays: 0.001 }))).toBe('OUT_OF_RANGE');
  });
});
