import { describe, expect, it } from 'vitest';
import { fukushimaWilliamsAngles, gcrsToMeanEclipticMatrix } from '../../src/coords/precession.js';
import { applyMatrix, chainMatrices } from '../../src/coords/rotation.js';
import { J2000_ECLIPTIC_TO_GCRS } from '../../src/ephemeris/apparent-context.js';
import { URANIAN_BODIES, URANIAN_RANGE, uranianSource } from '../../src/ephemeris/uranian.js';
import { vsop87State } from '../../src/ephemeris/vsop87.js';
import { nutation } from '../../src/time/nutation.js';
import { arcsecDelta, eraOf, SPAN_ERAS, spanInstants, spanPosition } from './span-moon-reference.js';

const DEG = Math.PI / 180;
/**
 * Goal of issue 14 for the Hamburg bodies: 5″. Asserted: the measured 0.5″ (≤ 0.32″ before −1000, ≤ 0.05″ after),
 * which also checks the long-term precession: at 40–84 AU these longitudes are mostly the equinox of date.
 */
const GOAL_ARCSEC = 0.5;
const MIN_ELONGATION_DEG = 10;

/**
 * An apparent place reduced here, independently of the project's apparent-place pipeline (and of the eras of
 * the integration): the Earth from the VSOP87B series (heliocentric; at 40–84 AU its few 1e-5 AU of error over
 * the span move these bodies by < 0.3″, and the Sun's barycentric velocity, left out of the aberration, by
 * < 0.02″; astronomy-engine's Earth is not usable before −1000), light time, first-order annual aberration, then
 * the J2000 ecliptic to the mean ecliptic of date by coords/precession.ts (the long-term model under test) plus Δψ.
 * No light deflection (rows within 10° of the Sun are skipped).
 */
function apparent(body: (typeof URANIAN_BODIES)[number], jdTt: number): { lon: number; lat: number } {
  const C_AU_PER_DAY = 173.1446326846693;
  const source = uranianSource(body);
  const earth = vsop87State('Earth', jdTt);
  const ev = { x: earth.vx, y: earth.vy, z: earth.vz };
  let tau = 0;
  let g = [0, 0, 0];
  for (let k = 0; k < 4; k += 1) {
    const p = source(jdTt - tau);
    g = [p.x - earth.x, p.y - earth.y, p.z - earth.z];
    tau = Math.hypot(g[0]!, g[1]!, g[2]!) / C_AU_PER_DAY;
  }
  const dist = Math.hypot(g[0]!, g[1]!, g[2]!);
  const u = g.map((c) => c / dist);
  const v = [ev.x / C_AU_PER_DAY, ev.y / C_AU_PER_DAY, ev.z / C_AU_PER_DAY];
  const uv = u[0]! * v[0]! + u[1]! * v[1]! + u[2]! * v[2]!;
  const a = u.map((c, i) => c + v[i]! - uv * c);
  const m = chainMatrices(gcrsToMeanEclipticMatrix(fukushimaWilliamsAngles(jdTt)), J2000_ECLIPTIC_TO_GCRS);
  const r = applyMatrix(m, { x: a[0]!, y: a[1]!, z: a[2]! });
  return {
    lon: Math.atan2(r.y, r.x) / DEG + nutation(jdTt).longitudeDeg,
    lat: Math.asin(r.z / Math.hypot(r.x, r.y, r.z)) / DEG,
  };
}

describe('Hamburg bodies over −3000..+3000 (J1900 Keplerian elements, long-term precession)', () => {
  it(`every body within ${GOAL_ARCSEC}″ (goal 5″) of the reference at the 200 instants (elongation > ${MIN_ELONGATION_DEG}°), per era`, () => {
    for (const body of URANIAN_BODIES) {
      const worst = SPAN_ERAS.map(() => ({ lon: 0, lat: 0 }));
      for (const row of spanInstants()) {
        expect(row.jd_tt).toBeGreaterThan(URANIAN_RANGE.fromJdTt);
        expect(row.jd_tt).toBeLessThan(URANIAN_RANGE.toJdTt);
        const ref = spanPosition(row, body)!;
        const sun = spanPosition(row, 'Sun')!;
        const elongation =
          Math.acos(
            Math.sin(ref.lat * DEG) * Math.sin(sun.lat * DEG) +
              Math.cos(ref.lat * DEG) * Math.cos(sun.lat * DEG) * Math.cos((ref.lon - sun.lon) * DEG),
          ) / DEG;
        if (elongation < MIN_ELONGATION_DEG) continue;
        const got = apparent(body, row.jd_tt);
        const w = worst[eraOf(row.year)]!;
        w.lon = Math.max(w.lon, Math.abs(arcsecDelta(got.lon, ref.lon)));
        w.lat = Math.max(w.lat, Math.abs(got.lat - ref.lat) * 3600);
      }
      console.log(
        `${body}: ` +
          SPAN_ERAS.map(
            (e, i) => `${e.name} λ ${worst[i]!.lon.toFixed(2)}″ β ${worst[i]!.lat.toFixed(2)}″`,
          ).join('; '),
      );
      for (const w of worst) {
        expect(w.lon).toBeLessThan(GOAL_ARCSEC);
        expect(w.lat).toBeLessThan(GOAL_ARCSEC);
      }
    }
  });
});
