import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equationOfEquinoxes, equationOfEquinoxesSeries } from '../../src/time/sidereal-time.js';

/**
 * `equationOfEquinoxes` keeps a memo of its last eight instants (a natal chart asks for a few, interleaved, about six
 * times). Whatever the order of the calls — more instants than the memo holds, repeated, shuffled — the value
 * returned is the one the series computes for that very instant.
 */
describe('equation of the equinoxes memo', () => {
  it('returns what the series computes for the instant asked, in any order (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.double({ min: 625673.5, max: 3260797.5, noNaN: true }), { minLength: 1, maxLength: 20 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 80 }),
        (instants, order) => {
          const series = instants.map((jd) => equationOfEquinoxesSeries(jd));
          for (const k of order) {
            const i = k % instants.length;
            expect(Object.is(equationOfEquinoxes(instants[i]!), series[i])).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('neighbouring instants a minute apart are told apart (the memo must not round the key)', () => {
    const jd = 2460000.5;
    const minute = 1 / 1440;
    const a = equationOfEquinoxes(jd);
    const b = equationOfEquinoxes(jd + minute);
    expect(b).not.toBe(a);
    expect(equationOfEquinoxes(jd)).toBe(a);
    expect(equationOfEquinoxes(jd + minute)).toBe(equationOfEquinoxesSeries(jd + minute));
    // Meeus, Astronomical Algorithms, Ex. 12.a: −0.2317 s of time on 1987-04-10 0h TT (±0.002 s, the model's).
    expect(equationOfEquinoxes(2446895.5) * 240).toBeCloseTo(-0.2317, 2);
  });
});
