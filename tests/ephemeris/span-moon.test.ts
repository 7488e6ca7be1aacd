import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fukushimaWilliamsAngles, gcrsToMeanEclipticMatrix } from '../../src/coords/precession.js';
import { applyMatrix, chainMatrices } from '../../src/coords/rotation.js';
import { J2000_ECLIPTIC_TO_GCRS } from '../../src/ephemeris/apparent-context.js';
import {
  ELP_DE441_ECCENTRICITY_CORRECTION,
  ELP_DE441_SECULAR_CORRECTION,
  ELP_LONG_SPAN_JD_TT,
  elpArgumentMultipliers,
  elpEccentricityTerms,
  elpSecularCorrectionAt,
  NO_ELP_ECCENTRICITY_CORRECTION,
  NO_ELP_SECULAR_CORRECTION,
} from '../../src/ephemeris/elp-secular-correction.js';
import { shareElpDecoded } from '../../src/ephemeris/elp-shared.js';
import {
  elpContractTable,
  moonApparentInputState,
  moonGeocentricPosition,
  moonGeocentricState,
  moonStateFromShared,
  sharedPassRecipe,
} from '../../src/ephemeris/moon.js';
import { ELP_FAST_POSITION_TRUNCATION } from '../../src/ephemeris/series-truncation.js';
import { nutation } from '../../src/time/nutation.js';
import { LIGHT_TIME_DAYS_PER_AU } from '../../src/units/constants.js';
import {
  arcsecDelta,
  eraOf,
  moonSpanEpochs,
  SPAN_ERAS,
  spanInstants,
  spanPosition,
} from './span-moon-reference.js';

const ARCSEC_PER_RAD = 206264.80624709636;
const AU_KM = 149597870.7;

/**
 * Goals of issue 14 and what is measured. The apparent Moon's goal is 3″ over the whole span: measured 0.92″ /
 * 0.68″ / 0.25″ / 0.06″ / 0.13″ per era, 0.44″ in latitude (before the Earth's eccentricity correction and the T¹
 * secular terms: 3.96″ at −2508, 1.49″, 0.37″, 0.06″, 0.63″ — the 1 January epochs of the fit could not see
 * errors of the terms in l′).
 */
const APPARENT_LONGITUDE_BOUND = [1.1, 0.85, 0.3, 0.12, 0.2] as const;
const APPARENT_LATITUDE_BOUND = 0.5;
const APPARENT_SPEED_BOUND = 0.5; // ″/day
/** The 121 epochs are the fit's own data (regression guard; the 200 instants above are the independent check). */
const FIT_LONGITUDE_BOUND = 1.1;
const FIT_LATITUDE_BOUND = 0.3;
const FIT_DISTANCE_BOUND_KM = 0.7;

/**
 * The apparent geocentric Moon reduced here from the geometric Moon (independent of the Earth's ephemeris, which
 * the eras of the integration provide): light time (the Moon at t − r/c), the precession of moon.ts's J2000
 * ecliptic to the mean ecliptic of date (coords/precession.ts, the model under test), plus Δψ. For a geocentric
 * body the annual aberration and the light-time displacement by the Earth's motion cancel (to ~1e-4 of 20″), and
 * the Sun's light deflection is < 0.001″ at the Moon's distance.
 */
function apparentMoon(jdTt: number): { longitude: number; latitude: number } {
  let s = moonGeocentricState(jdTt);
  for (let i = 0; i < 2; i += 1)
    s = moonGeocentricState(jdTt - Math.hypot(s.x, s.y, s.z) * LIGHT_TIME_DAYS_PER_AU);
  const m = chainMatrices(gcrsToMeanEclipticMatrix(fukushimaWilliamsAngles(jdTt)), J2000_ECLIPTIC_TO_GCRS);
  const v = applyMatrix(m, s);
  return {
    longitude: (Math.atan2(v.y, v.x) * 180) / Math.PI + nutation(jdTt).longitudeDeg,
    latitude: (Math.asin(v.z / Math.hypot(v.x, v.y, v.z)) * 180) / Math.PI,
  };
}

describe('the Moon over −3000..+3000 (ELP/MPP02 with the DE441 long-span correction)', () => {
  it('apparent longitude, latitude and speed against the 200 reference instants, per era', () => {
    const worst = SPAN_ERAS.map(() => ({ lon: 0, lat: 0, speed: 0 }));
    for (const row of spanInstants()) {
      const ref = spanPosition(row, 'Moon')!;
      const p = apparentMoon(row.jd_tt);
      const h = 0.01;
      const speed =
        arcsecDelta(apparentMoon(row.jd_tt + h).longitude, apparentMoon(row.jd_tt - h).longitude) / (2 * h);
      const w = worst[eraOf(row.year)]!;
      w.lon = Math.max(w.lon, Math.abs(arcsecDelta(p.longitude, ref.lon)));
      w.lat = Math.max(w.lat, Math.abs(p.latitude - ref.lat) * 3600);
      w.speed = Math.max(w.speed, Math.abs(speed - ref.speed * 3600));
    }
    console.log(
      SPAN_ERAS.map(
        (e, i) =>
          `${e.name}: λ ${worst[i]!.lon.toFixed(2)}″ β ${worst[i]!.lat.toFixed(2)}″ speed ${worst[i]!.speed.toFixed(2)}″/d`,
      ).join('; '),
    );
    worst.forEach((w, i) => {
      expect(w.lon).toBeLessThan(APPARENT_LONGITUDE_BOUND[i]!);
      expect(w.lat).toBeLessThan(APPARENT_LATITUDE_BOUND);
      expect(w.speed).toBeLessThan(APPARENT_SPEED_BOUND);
    });
  });

  it('geometric Moon against the 121 DE441 states every 50 years (the fitted data)', () => {
    let lon = 0;
    let lat = 0;
    let dist = 0;
    for (const e of moonSpanEpochs()) {
      const ref = [0, 1, 2].map((i) => e.moon[i]! - e.earth[i]!) as [number, number, number];
      const s = moonGeocentricState(e.jd_tt);
      const r = Math.hypot(...ref);
      const q = Math.hypot(s.x, s.y, s.z);
      const dl = Math.atan2(s.y, s.x) - Math.atan2(ref[1], ref[0]);
      lon = Math.max(lon, Math.abs(Math.atan2(Math.sin(dl), Math.cos(dl))) * ARCSEC_PER_RAD);
      lat = Math.max(lat, Math.abs(Math.asin(s.z / q) - Math.asin(ref[2] / r)) * ARCSEC_PER_RAD);
      dist = Math.max(dist, Math.abs(q - r) * AU_KM);
    }
    console.log(`DE441 epochs: λ ${lon.toFixed(3)}″ β ${lat.toFixed(3)}″ r ${dist.toFixed(3)} km`);
    expect(lon).toBeLessThan(FIT_LONGITUDE_BOUND);
    expect(lat).toBeLessThan(FIT_LATITUDE_BOUND);
    expect(dist).toBeLessThan(FIT_DISTANCE_BOUND_KM);
  });

  it('without the correction the DE405 fit drifts by minutes of arc at −3000 (the correction matters)', () => {
    const table = elpContractTable();
    const plain = shareElpDecoded(table, { tMax: 2.2, arcsec: 0, km: 0 });
    const e = moonSpanEpochs()[0]!;
    const s = moonStateFromShared(plain, e.jd_tt);
    const dl = Math.atan2(s.y, s.x) - Math.atan2(e.moon[1]! - e.earth[1]!, e.moon[0]! - e.earth[0]!);
    expect(Math.abs(Math.atan2(Math.sin(dl), Math.cos(dl))) * ARCSEC_PER_RAD).toBeGreaterThan(300);
  });

  it('within 1800–2200 the Moon is exactly the published DE405 fit (the correction is zero there)', () => {
    const table = elpContractTable();
    // Built as moon.ts builds the contract theory (the fast terms leading, the start-up recipe on their arguments:
    // one pass serves the apparent Moon too), without any correction.
    const plain = shareElpDecoded(
      table,
      { tMax: 2.2, arcsec: 0, km: 0 },
      sharedPassRecipe(table),
      { coefficients: () => new Float64Array((3 * table.args.length) / 4), correction: NO_ELP_SECULAR_CORRECTION },
      ELP_FAST_POSITION_TRUNCATION,
    );
    fc.assert(
      fc.property(fc.double({ min: 2378496.5, max: 2524593.5, noNaN: true }), (jd) => {
        const a = moonGeocentricState(jd);
        const b = moonStateFromShared(plain, jd);
        expect(a.x).toBe(b.x);
        expect(a.y).toBe(b.y);
        expect(a.vz).toBe(b.vz);
      }),
      { numRuns: 30 },
    );
  });

  it('recovers the Delaunay multipliers of the main arguments from their polynomials', () => {
    const table = elpContractTable();
    const m = elpArgumentMultipliers(table);
    // the argument of a term with amplitude A in a coordinate's T⁰ series
    const argOf = (coord: 'L' | 'B', amplitude: number): number => {
      const flat = table[coord][0]!;
      for (let i = 0; i + 2 < flat.length; i += 3)
        if (Math.abs(Math.abs(flat[i + 1]!) - amplitude) < 0.01) return flat[i]!;
      throw new Error(`no term of ${amplitude}″`);
    };
    const of = (coord: 'L' | 'B', amplitude: number): number[] | undefined =>
      m[argOf(coord, amplitude)]?.map((v) => v + 0);
    expect(of('L', 22639.586)).toEqual([0, 0, 1, 0]); // equation of the centre, l
    expect(of('L', 4586.438)).toEqual([2, 0, -1, 0]); // evection, 2D − l
    expect(of('L', 2369.914)).toEqual([2, 0, 0, 0]); // variation, 2D
    expect(of('L', 666.418)).toEqual([0, 0, 0, 1]); // annual equation, l′
    expect(of('B', 18461.24)).toEqual([0, 1, 0, 0]); // F
    const known = m.filter((v) => v !== undefined).length;
    expect(known / m.length).toBeGreaterThan(0.9);
  });

  it('property: position and velocity are continuous where the 1800–2200 and span series are blended', () => {
    fc.assert(
      fc.property(fc.double({ min: 2.15, max: 2.45, noNaN: true }), fc.boolean(), (a, past) => {
        const jd = 2451545 + (past ? -a : a) * 36525;
        const h = 1e-4;
        for (const f of [moonGeocentricState, moonApparentInputState]) {
          const p = f(jd - h);
          const q = f(jd + h);
          // second-order prediction from the velocities: what remains is the curvature (< 1e-4″) or a jump
          const miss = Math.hypot(
            q.x - p.x - (p.vx + q.vx) * h,
            q.y - p.y - (p.vy + q.vy) * h,
            q.z - p.z - (p.vz + q.vz) * h,
          );
          expect((miss / Math.hypot(p.x, p.y, p.z)) * ARCSEC_PER_RAD).toBeLessThan(1e-3);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('property: the blended correction is zero within 1800–2200 and its derivatives are those of its values', () => {
    const out = new Float64Array(9);
    expect(elpSecularCorrectionAt(ELP_DE441_SECULAR_CORRECTION, 1.999, out)).toBe(false);
    expect(elpSecularCorrectionAt(ELP_DE441_SECULAR_CORRECTION, -2, out)).toBe(false);
    const at = (t: number): Float64Array => {
      const v = new Float64Array(9);
      elpSecularCorrectionAt(ELP_DE441_SECULAR_CORRECTION, t, v);
      return v;
    };
    fc.assert(
      fc.property(fc.double({ min: 1.9, max: 50, noNaN: true }), fc.boolean(), (a, past) => {
        const t = past ? -a : a;
        const h = 1e-4;
        const [m, c, p] = [at(t - h), at(t), at(t + h)];
        for (let i = 0; i < 3; i += 1) {
          // first derivative vs a central difference (radians per century; the values reach 2e-3 rad)
          expect(Math.abs((p[i]! - m[i]!) / (2 * h) - c[i + 3]!)).toBeLessThan(
            1e-9 + 1e-7 * Math.abs(c[i + 3]!),
          );
          expect(Math.abs((p[i + 3]! - m[i + 3]!) / (2 * h) - c[i + 6]!)).toBeLessThan(
            1e-8 + 1e-6 * Math.abs(c[i + 6]!),
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it('property: the range fits’ lighter selection stays within 0.35″ of the span theory (measured 0.27″)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: ELP_LONG_SPAN_JD_TT.from, max: ELP_LONG_SPAN_JD_TT.to, noNaN: true }),
        (jd) => {
          const a = moonGeocentricPosition(jd);
          const b = moonGeocentricState(jd);
          const r = Math.hypot(b.x, b.y, b.z);
          expect((Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z) / r) * ARCSEC_PER_RAD).toBeLessThan(0.35);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('the eccentricity terms scale each main-problem term by |i_l′|·c_n (annual equation 1×, 2l′ 2×, variation 0×)', () => {
    const table = elpContractTable();
    const m = elpArgumentMultipliers(table);
    const [c2, c3] = ELP_DE441_ECCENTRICITY_CORRECTION;
    expect(c2).not.toBe(0);
    expect(c3).not.toBe(0);
    const extra = elpEccentricityTerms(table, ELP_DE441_ECCENTRICITY_CORRECTION);
    const amplitudeOn = (flat: Float64Array | undefined, k: number): number => {
      let a = 0;
      for (let i = 0; flat !== undefined && i + 2 < flat.length; i += 3) if (flat[i] === k) a += flat[i + 1]!;
      return a;
    };
    const mainTerm = (multipliers: readonly number[]): { k: number; a: number } => {
      const flat = table.L[0]!;
      let best = { k: -1, a: 0 };
      for (let i = 0; i + 2 < flat.length; i += 3) {
        const v = m[flat[i]!];
        if (
          v !== undefined &&
          v.every((x, j) => x === multipliers[j]) &&
          Math.abs(flat[i + 1]!) > Math.abs(best.a)
        )
          best = { k: flat[i]!, a: flat[i + 1]! };
      }
      return best;
    };
    const annual = mainTerm([0, 0, 0, 1]);
    expect(Math.abs(annual.a)).toBeCloseTo(666.418, 2);
    expect(amplitudeOn(extra.L[3], annual.k) / (annual.a * c3)).toBeCloseTo(1, 12);
    expect(amplitudeOn(extra.L[2], annual.k) / (annual.a * c2)).toBeCloseTo(1, 12);
    const twice = mainTerm([0, 0, 0, 2]);
    expect(Math.abs(twice.a)).toBeGreaterThan(1);
    expect(amplitudeOn(extra.L[3], twice.k) / (twice.a * c3)).toBeCloseTo(2, 12);
    expect(amplitudeOn(extra.L[3], mainTerm([2, 0, 0, 0]).k)).toBe(0); // the variation has no l′
    const none = elpEccentricityTerms(table, NO_ELP_ECCENTRICITY_CORRECTION);
    for (const coord of ['L', 'B', 'R'] as const) expect(none[coord].every((f) => f.length === 0)).toBe(true);
  });

  it('the check errors before −1000 no longer follow the pattern of the terms in l′ (the −2508 outlier, issue 14)', () => {
    // P(T) = Σ A·|i_l′|·sin(argument): the change of longitude for a relative change of e′ (main-problem terms).
    // Before the correction the errors over −3000..−1000 regressed on it (with a constant) with 1.1e-3 (0.11 % of
    // e′; −2508 had P = 1237″ and 3.96″); measured now −5e-5.
    const table = elpContractTable();
    const m = elpArgumentMultipliers(table);
    const flat = table.L[0]!;
    const f = table.args;
    const pattern = (t: number): number => {
      let p = 0;
      for (let i = 0; i + 2 < flat.length; i += 3) {
        const k = flat[i]!;
        const il = Math.abs(m[k]?.[3] ?? 0);
        if (il === 0) continue;
        const x =
          flat[i + 2]! + t * (f[4 * k]! + t * (f[4 * k + 1]! + t * (f[4 * k + 2]! + t * f[4 * k + 3]!)));
        p += flat[i + 1]! * il * Math.sin(x);
      }
      return p;
    };
    let n = 0;
    let sx = 0;
    let sy = 0;
    let sxx = 0;
    let sxy = 0;
    for (const row of spanInstants()) {
      if (row.year >= -1000) continue;
      const x = pattern((row.jd_tt - 2451545) / 36525);
      const y = arcsecDelta(apparentMoon(row.jd_tt).longitude, spanPosition(row, 'Moon')!.lon);
      n += 1;
      sx += x;
      sy += y;
      sxx += x * x;
      sxy += x * y;
    }
    const slope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
    console.log(
      `regression of the −3000..−1000 errors on the l′ pattern: ${slope.toExponential(2)} (was 1.1e-3)`,
    );
    expect(n).toBeGreaterThan(50);
    expect(Math.abs(slope)).toBeLessThan(2e-4);
  });

  it('the eccentricity correction is the DE441 Earth–Moon barycentre’s e′(T) less ELP/MPP02’s own (T² and T³ terms)', () => {
    // Osculating heliocentric eccentricity of the EMB at the 121 epochs (Moon/Earth mass ratio 81.30057, DE441),
    // least-squares cubic in T; ELP/MPP02's e′(T)/e′(0) = 1 − 2.516e-3 T − 7.31e-6 T² (the annual equation's
    // Poisson terms). The correction must give the same δe′/e′ as the data at −2500 and at +3000.
    const fraction = 1 / (1 + 81.30056907);
    const gm = 0.01720209895 ** 2 * (1 + 1 / 328900.56);
    const rows = moonSpanEpochs().map((e) => {
      const [x, y, z, vx, vy, vz] = [0, 1, 2, 3, 4, 5].map(
        (k) => e.earth[k]! + fraction * (e.moon[k]! - e.earth[k]!),
      ) as [number, number, number, number, number, number];
      const r = Math.hypot(x, y, z);
      const h = [y * vz - z * vy, z * vx - x * vz, x * vy - y * vx] as const;
      const ecc = Math.hypot(
        (vy * h[2] - vz * h[1]) / gm - x / r,
        (vz * h[0] - vx * h[2]) / gm - y / r,
        (vx * h[1] - vy * h[0]) / gm - z / r,
      );
      return { u: (e.jd_tt - 2451545) / 36525 / 10, ecc };
    });
    // normal equations of the cubic, by Gaussian elimination
    const n = 4;
    const a = Array.from({ length: n }, (_, i) =>
      Array.from({ length: n + 1 }, (_, j) =>
        rows.reduce((sum, r) => sum + r.u ** i * (j === n ? r.ecc : r.u ** j), 0),
      ),
    );
    for (let c = 0; c < n; c += 1)
      for (let r = c + 1; r < n; r += 1) {
        const f = a[r]![c]! / a[c]![c]!;
        for (let k = c; k <= n; k += 1) a[r]![k] = a[r]![k]! - f * a[c]![k]!;
      }
    const q = new Array<number>(n).fill(0);
    for (let c = n - 1; c >= 0; c -= 1) {
      let v = a[c]![n]!;
      for (let k = c + 1; k < n; k += 1) v -= a[c]![k]! * q[k]!;
      q[c] = v / a[c]![c]!;
    }
    const data = (t: number): number =>
      (q[0]! + q[1]! * (t / 10) + q[2]! * (t / 10) ** 2 + q[3]! * (t / 10) ** 3) / q[0]!;
    const elp = (t: number): number => 1 - 2.516e-3 * t - 7.308e-6 * t * t;
    const [c2, c3, c4] = ELP_DE441_ECCENTRICITY_CORRECTION;
    const ours = (t: number): number => c2 * t * t + c3 * t ** 3 + c4 * t ** 4;
    for (const t of [-45, 10]) {
      const expected = data(t) - elp(t);
      expect(Math.abs(ours(t) - expected), `T = ${t}`).toBeLessThan(5e-5);
    }
    expect(ours(-45)).toBeLessThan(-1e-3); // e′ was 0.15 % too large at −2500 in ELP/MPP02
  });

  it('the long span covers the reference instants', () => {
    for (const row of spanInstants()) {
      expect(row.jd_tt).toBeGreaterThanOrEqual(ELP_LONG_SPAN_JD_TT.from);
      expect(row.jd_tt).toBeLessThanOrEqual(ELP_LONG_SPAN_JD_TT.to);
    }
  });
});
