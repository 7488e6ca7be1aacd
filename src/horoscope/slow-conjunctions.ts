import { apparentLongitude, isAvailable } from '../ephemeris/index.js';
import type { Body } from '../schemas/index.js';

/**
 * The conjunctions of the slow planets (Jupiter, Saturn, Uranus, Neptune, Pluto) that a yearly horoscope reads
 * (issue 26: "the outer planets' … conjunctions of the year", e.g. Saturn–Neptune at 0° Aries in February 2026).
 * A conjunction is the instant the two geocentric apparent ecliptic longitudes are equal (the definition of the
 * aspect; the zodiac does not matter, both longitudes shift by the same ayanamsa). A retrograde loop can bring two
 * or three exact passes; each is an event.
 */

/** The slow planets, faster first (the first of a pair is the faster). */
export const SLOW_CONJUNCTION_PLANETS = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const satisfies readonly Body[];

/** Scan step, days: the fastest pair (Jupiter with Pluto near Jupiter's station) changes its difference by < 0.5°/day. */
const STEP_DAYS = 2;
/** A sign change of the wrapped difference counts only near 0° (not across ±180°). */
const NEAR_DEG = 20;
/** Bisection stops at this interval, days (about 0.9 s). */
const TOLERANCE_DAYS = 1e-5;

/** An exact conjunction of two slow planets. */
export interface SlowConjunction {
  readonly bodies: readonly [Body, Body];
  readonly jdTt: number;
  /** Tropical apparent longitude at the instant, degrees. */
  readonly longitude: number;
}

/** The difference of longitudes wrapped to (−180, 180]. */
function separation(a: Body, b: Body, jdTt: number): number {
  const d = (apparentLongitude(a, jdTt) - apparentLongitude(b, jdTt)) % 360;
  return d > 180 ? d - 360 : d <= -180 ? d + 360 : d;
}

/**
 * @summary The exact conjunctions of every pair of the slow planets between two TT Julian Days, in time order (a
 * dense scan every STEP_DAYS, each sign change of the wrapped difference near 0° refined by bisection).
 * @example slowConjunctions(2461041.5, 2461406.5)[0]?.bodies // ['Saturn', 'Neptune'] (20 February 2026)
 */
export function slowConjunctions(fromJdTt: number, toJdTt: number): SlowConjunction[] {
  const planets = SLOW_CONJUNCTION_PLANETS.filter((p) => isAvailable(p));
  const out: SlowConjunction[] = [];
  for (let i = 0; i < planets.length; i++) {
    for (let j = i + 1; j < planets.length; j++) {
      const a = planets[i]!;
      const b = planets[j]!;
      let t0 = fromJdTt;
      let d0 = separation(a, b, t0);
      while (t0 < toJdTt) {
        const t1 = Math.min(toJdTt, t0 + STEP_DAYS);
        const d1 = separation(a, b, t1);
        if (Math.abs(d0) < NEAR_DEG && Math.abs(d1) < NEAR_DEG && ((d0 < 0 && d1 >= 0) || (d0 > 0 && d1 <= 0))) {
          let lo = t0;
          let hi = t1;
          let dlo = d0;
          while (hi - lo > TOLERANCE_DAYS) {
            const mid = (lo + hi) / 2;
            const dm = separation(a, b, mid);
            if ((dlo < 0 && dm < 0) || (dlo > 0 && dm > 0)) {
              lo = mid;
              dlo = dm;
            } else hi = mid;
          }
          const jdTt = (lo + hi) / 2;
          if (jdTt >= fromJdTt && jdTt < toJdTt) out.push({ bodies: [a, b], jdTt, longitude: apparentLongitude(a, jdTt) });
        }
        t0 = t1;
        d0 = d1;
      }
    }
  }
  return out.sort((x, y) => x.jdTt - y.jdTt);
}
