/**
 * The Chebyshev tables remember their last state (src/ephemeris/integration/chebyshev-table.ts: the Sun's barycentre
 * is asked 23 times at one instant by a chart): a recalled state is the one a fresh table computes at that instant,
 * bit for bit, in any order of instants.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTEGRATED_EPHEMERIS, INTEGRATED_EPHEMERIS_RANGE } from '../../../src/ephemeris/data/integrated-ephemeris.js';
import { chebyshevTable } from '../../../src/ephemeris/integration/chebyshev-table.js';

const JD = fc.double({ min: INTEGRATED_EPHEMERIS_RANGE.fromJdTt, max: INTEGRATED_EPHEMERIS_RANGE.toJdTt, noNaN: true });

describe('chebyshevTable state memo', () => {
  it('property: states asked in any order (repeats included) equal a fresh table’s, bit for bit', () => {
    const remembering = chebyshevTable(INTEGRATED_EPHEMERIS['Sun']!, 'Sun');
    // The reference is asked for another instant first each time, so that it always computes afresh.
    const reference = chebyshevTable(INTEGRATED_EPHEMERIS['Sun']!, 'Sun');
    fc.assert(
      fc.property(fc.array(fc.oneof(JD, fc.constant(2451545)), { minLength: 1, maxLength: 8 }), (jds) => {
        for (const jd of [...jds, ...jds.slice().reverse(), jds[0]!]) {
          reference.state(jd === 2451545.25 ? 2451545 : 2451545.25);
          const fresh = reference.state(jd);
          const recalled = remembering.state(jd);
          for (const k of ['x', 'y', 'z', 'vx', 'vy', 'vz'] as const) expect(Object.is(recalled[k], fresh[k])).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
