/**
 * One pass of the Moon's series for a chart (issue 30; src/ephemeris/moon.ts `prepareMoonAt`): the contract series
 * (ELP/MPP02, Chapront & Francou 2003, A&A 404, 735; 3959 terms, with accelerations, for the osculating lunar
 * points) is built with the fast selection's terms leading each list and the start-up recipe on their arguments, so
 * that its running sums after the leading terms are the fast theory's (1649 terms, the apparent Moon's). Held here:
 * - the apparent Moon's input state after the shared pass is the fast theory's, bit for bit, at any instant of
 *   −3000..+3000 (outside 1800–2200 the pass does not apply and the fast/span path runs as before);
 * - the contract kinematics differ from the former construction (the contract's own recipe, the table's order)
 *   by rounding and by the recipes' own phase tolerance only: ELP_RECIPE_TOLERANCE allows ≤ 3e-9 rad of phase on
 *   an argument over |T| ≤ 2.2, i.e. ≤ 3e-9 × 22640″ (the largest amplitude) ≈ 7e-5″ ≈ 1.3e-13 AU of position per
 *   differing argument's largest term; measured ≤ 2.4e-13 AU, ≤ 7e-14 AU/day, ≤ 4e-14 AU/day² — bounds below;
 * - a natal chart's Moon, true node, South node and true Lilith are `apparentBodyPosition`'s records, bit for bit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { natalChartParts } from '../../src/charts/builders/natal-chart-parts.js';
import { apparentBodyPosition } from '../../src/ephemeris/body-position.js';
import { ELP_MPP02_FAST_SERIES } from '../../src/ephemeris/data/elp-mpp02-series.js';
import { evaluateElpShared, evaluateElpSharedLeading, shareElpDecoded } from '../../src/ephemeris/elp-shared.js';
import {
  elpContractTable,
  moonApparentInputState,
  moonGeocentricKinematics,
  moonStateFromShared,
  prepareMoonAt,
  sharedPassRecipe,
} from '../../src/ephemeris/moon.js';
import { moonKinematicsFromShared } from '../../src/ephemeris/moon-kinematics.js';
import { unpackElp } from '../../src/ephemeris/series-packing.js';
import { ELP_FAST_POSITION_TRUNCATION } from '../../src/ephemeris/series-truncation.js';
import { instantFromJulianDay } from '../../src/time/instant.js';
import { SUPPORTED_SPAN } from '../../src/time/supported-span.js';

/** TT Julian Days of 1800–2200 (|T| ≤ 2: the shared pass's span) and of the whole span. */
const CORE_JD = fc.double({ min: 2451545 - 2 * 36525, max: 2451545 + 2 * 36525, noNaN: true });
const ANY_JD = fc.double({ min: SUPPORTED_SPAN.fromJd + 1, max: SUPPORTED_SPAN.toJd - 1, noNaN: true });

/** Bounds of the contract Moon's change (see above): position AU, velocity AU/day, acceleration AU/day². */
const POSITION_BOUND_AU = 5e-13;
const VELOCITY_BOUND_AU_PER_DAY = 2e-13;
const ACCELERATION_BOUND = 1e-13;

/** The fast theory built independently from the start-up module alone (as the library built it before). */
const startUp = unpackElp(ELP_MPP02_FAST_SERIES);
const FAST = shareElpDecoded(startUp, ELP_FAST_POSITION_TRUNCATION, startUp.recipe);

describe('the Moon’s shared pass', () => {
  it('property: after prepareMoonAt the apparent Moon’s input state is the fast theory’s, bit for bit (−3000..+3000)', () => {
    fc.assert(
      fc.property(fc.oneof(CORE_JD, ANY_JD), (jd) => {
        const before = moonApparentInputState(jd);
        prepareMoonAt(jd);
        const after = moonApparentInputState(jd);
        expect(after).toEqual(before);
        for (const k of ['x', 'y', 'z', 'vx', 'vy', 'vz'] as const) expect(Object.is(after[k], before[k])).toBe(true);
        if (Math.abs(jd - 2451545) <= 2 * 36525) {
          const direct = moonStateFromShared(FAST, jd);
          for (const k of ['x', 'y', 'z', 'vx', 'vy', 'vz'] as const) expect(Object.is(after[k], direct[k])).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('property: the contract kinematics stay within rounding and the recipes’ tolerance of the former construction', () => {
    const table = elpContractTable();
    const former = shareElpDecoded(table, { tMax: 2.2, arcsec: 0, km: 0 }, table.recipe);
    fc.assert(
      fc.property(CORE_JD, (jd) => {
        const a = moonGeocentricKinematics(jd);
        const b = moonKinematicsFromShared(former, jd);
        expect(Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z)).toBeLessThan(POSITION_BOUND_AU);
        expect(Math.hypot(a.vx - b.vx, a.vy - b.vy, a.vz - b.vz)).toBeLessThan(VELOCITY_BOUND_AU_PER_DAY);
        expect(Math.hypot(a.ax - b.ax, a.ay - b.ay, a.az - b.az)).toBeLessThan(ACCELERATION_BOUND);
      }),
      { numRuns: 300 },
    );
  });

  it('property: a chart’s Moon and osculating lunar points are apparentBodyPosition’s records, bit for bit', () => {
    fc.assert(
      fc.property(ANY_JD, fc.double({ min: -60, max: 60, noNaN: true }), fc.double({ min: -180, max: 180, noNaN: true }), (jd, latitude, longitude) => {
        const at = instantFromJulianDay(jd, 'UT');
        const { parts } = natalChartParts({ at, latitude, longitude, timeKnown: true }, 'Placidus', 'modern-western');
        // Other instants in between, so that nothing of the chart's pass is remembered.
        apparentBodyPosition('NorthNode', instantFromJulianDay(jd + 0.37, 'UT'));
        apparentBodyPosition('Moon', instantFromJulianDay(jd + 0.71, 'UT'));
        for (const body of ['Moon', 'NorthNode', 'SouthNode', 'LilithTrue'] as const) {
          const inChart = parts.positions.find((p) => p.body === body)!.position;
          const alone = apparentBodyPosition(body, at);
          expect(inChart.longitude).toBe(alone.longitude);
          expect(inChart.isRetrograde).toBe(alone.isRetrograde);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('property: the leading pass sums every list as evaluateElpShared(order 2) does, bit for bit, and its leading sums are the fast theory’s', () => {
    const table = elpContractTable();
    const shared = shareElpDecoded(table, { tMax: 2.2, arcsec: 0, km: 0 }, sharedPassRecipe(table), undefined, ELP_FAST_POSITION_TRUNCATION);
    const whole = new Float64Array(9);
    const passed = new Float64Array(9);
    const leading = new Float64Array(6);
    const fast = new Float64Array(9);
    fc.assert(
      fc.property(CORE_JD, (jd) => {
        const t = (jd - 2451545) / 36525;
        evaluateElpShared(shared, t, whole, 2);
        evaluateElpSharedLeading(shared, t, passed, leading);
        expect([...passed]).toEqual([...whole]);
        evaluateElpShared(FAST, t, fast, 1);
        expect([...leading]).toEqual([...fast.subarray(0, 6)]);
      }),
      { numRuns: 200 },
    );
  });
});
