/**
 * Fit the long-span correction of ELP/MPP02's secular terms (src/ephemeris/elp-secular-correction.ts) to the
 * DE441 geocentric Moon of the shared reference `state-vectors-span.json` (121 states, −3000..+3000, every 50
 * years), together with the Earth's eccentricity correction (ELP_DE441_ECCENTRICITY_CORRECTION). Gauss–Newton
 * on longitude, latitude and relative distance (VEL=1: and their rates), numerical Jacobian; prints the
 * coefficients to paste into ELP_DE441_SECULAR_CORRECTION and ELP_DE441_ECCENTRICITY_CORRECTION and the
 * residuals per epoch.
 *
 * Usage: npx tsx scripts/fit-elp-secular.ts ../shared/reference/state-vectors-span.json
 */
import { readFileSync } from 'node:fs';
import {
  elpArgumentMultipliers,
  elpSecularArgumentCoefficients,
  type ElpEccentricityCorrection,
  type ElpSecularCorrection,
} from '../src/ephemeris/elp-secular-correction.js';
import { shareElpDecoded } from '../src/ephemeris/elp-shared.js';
import { elpContractTable, moonStateFromShared } from '../src/ephemeris/moon.js';
import { withSpanTerms } from '../src/ephemeris/moon-span.js';

interface SpanStates {
  bodies: Record<string, { states: { year: number; jd_tt: number; heliocentric: number[] }[] }>;
}

const file = process.argv[2] ?? '../shared/reference/state-vectors-span.json';
const data = JSON.parse(readFileSync(file, 'utf8')) as SpanStates;
const moon = data.bodies.Moon!.states;
const earth = data.bodies.Earth!.states;
const refs = moon.map((m, i) => {
  const e = earth[i]!.heliocentric;
  const h = m.heliocentric;
  const v = [0, 1, 2, 3, 4, 5].map((k) => h[k]! - e[k]!) as [number, number, number, number, number, number];
  return { jd: m.jd_tt, year: m.year, v };
});
// The span theory of moon.ts (generated table + long-span supplement + eccentricity terms), beyond 1800–2200.
const main = elpContractTable();
const all = elpSecularArgumentCoefficients(withSpanTerms(main));
const coefficients = (): Float64Array => all;
/** Parameters are coefficients of (T/10)^n for conditioning. */
const SCALE = 10;
/** Powers fitted per W: T² … T^(1+POWERS) (3: T²..T⁴; 4 adds T⁵, which gains nothing: 1.22″ against 1.19″). */
const POWERS = Number(process.env.POWERS ?? 3);
/**
 * The Earth's eccentricity correction δe′/e′ = c2 T² + c3 T³ (elp-secular-correction.ts) is taken from the DE441
 * Earth: the osculating eccentricity of the Earth–Moon barycentre at the 121 epochs (from the same states),
 * least-squares cubic in T (the planetary perturbations scatter it by 1.5e-3 of e′ rms; the cubic, quartic and
 * quintic fits agree on δe′/e′ at −2500 within 2 %), minus ELP/MPP02's own e′(T) (its T¹, T² Poisson terms on the
 * annual equation, relative to the periodic one). ECC=3 (or 2,3) fits, in addition, these powers to the Moon
 * states (the former way: c3 = 1.08e-8 alone; T² is not determined by the Moon states).
 */
const ECC_POWERS = (process.env.ECC ?? '')
  .split(',')
  .filter((v) => v !== '')
  .map(Number);
const ECC = ECC_POWERS.length;
/**
 * Also fit the DE441 velocities (VEL=1): a rate residual in ″/day counts as 1/VEL_DAYS of a position residual
 * in ″ (the Moon's periodic errors have periods of ~2 weeks to a year).
 */
const VEL = process.env.VEL === '1';
/**
 * Fit T¹ terms of δW1, δW2, δW3 too (LINEAR=0: not): without them the residual keeps a −0.2″ plateau in longitude
 * over 0–1600 and a +0.3″ one after 2700 (a mean-motion difference, DE441 against ELP/MPP02's DE405/LLR fit,
 * which the T²..T⁴ form cannot follow); with them rms 0.269″ instead of 0.294″ in longitude, 0.085″ instead of
 * 0.091″ in latitude.
 */
const LINEAR = process.env.LINEAR !== '0';
const VEL_DAYS = 4;
const correctionOf = (p: readonly number[]): ElpSecularCorrection => {
  const row = (o: number): [number, number, number, number] =>
    [0, 1, 2, 3].map((n) => (n < POWERS ? p[POWERS * o + n]! / SCALE ** (n + 2) : 0)) as [
      number,
      number,
      number,
      number,
    ];
  const linear = LINEAR
    ? ([0, 1, 2].map((o) => p[3 * POWERS + ECC + o]! / SCALE) as [number, number, number])
    : undefined;
  return linear === undefined
    ? { w1: row(0), w2: row(1), w3: row(2) }
    : { w1: row(0), w2: row(1), w3: row(2), linear };
};
/** EMB mass fraction of the Moon (DE441: GM_Earth/GM_Moon = 81.30056907) and GM_Sun·(1 + m_EMB/M_Sun), AU³/day². */
const MOON_FRACTION = 1 / (1 + 81.30056907);
const GM_SUN_EMB = 0.01720209895 ** 2 * (1 + 1 / 328900.56);

/** c2, c3 of δe′/e′ from the DE441 Earth–Moon barycentre against ELP/MPP02's e′(T). */
function earthEccentricityCorrection(): [number, number] {
  // Osculating heliocentric eccentricity of the EMB at each epoch: |v × h / GM − r/|r||.
  const rows = moon.map((m, i) => {
    const e = earth[i]!.heliocentric;
    const [x, y, z, vx, vy, vz] = [0, 1, 2, 3, 4, 5].map(
      (k) => e[k]! + MOON_FRACTION * (m.heliocentric[k]! - e[k]!),
    ) as [number, number, number, number, number, number];
    const r = Math.hypot(x, y, z);
    const h = [y * vz - z * vy, z * vx - x * vz, x * vy - y * vx] as const;
    const ecc = Math.hypot(
      (vy * h[2] - vz * h[1]) / GM_SUN_EMB - x / r,
      (vz * h[0] - vx * h[2]) / GM_SUN_EMB - y / r,
      (vx * h[1] - vy * h[0]) / GM_SUN_EMB - z / r,
    );
    return { t: (m.jd_tt - 2451545) / 36525, ecc };
  });
  // Cubic least squares in T/10 (conditioning).
  const basis = (t: number): number[] => [1, t / 10, (t / 10) ** 2, (t / 10) ** 3];
  const a = [0, 1, 2, 3].map((i) =>
    [0, 1, 2, 3].map((j) => rows.reduce((sum, r) => sum + basis(r.t)[i]! * basis(r.t)[j]!, 0)),
  );
  const b = [0, 1, 2, 3].map((i) => rows.reduce((sum, r) => sum + basis(r.t)[i]! * r.ecc, 0));
  const q = solve(a, b).map((v, k) => v / 10 ** k);
  // ELP/MPP02's e′(T)/e′(0): the annual equation's T² Poisson term over its periodic term (signed).
  const multipliers = elpArgumentMultipliers(main);
  const flat0 = main.L[0]!;
  let k0 = -1;
  let a0 = 0;
  let p0 = 0;
  for (let i = 0; i + 2 < flat0.length; i += 3) {
    const v = multipliers[flat0[i]!];
    if (
      v !== undefined &&
      v[0] === 0 &&
      v[1] === 0 &&
      v[2] === 0 &&
      v[3] === 1 &&
      Math.abs(flat0[i + 1]!) > Math.abs(a0)
    ) {
      [k0, a0, p0] = [flat0[i]!, flat0[i + 1]!, flat0[i + 2]!];
    }
  }
  const flat2 = main.L[2]!;
  let elpR2 = 0;
  for (let i = 0; i + 2 < flat2.length; i += 3) {
    if (flat2[i] === k0) elpR2 += (flat2[i + 1]! * Math.cos(flat2[i + 2]! - p0)) / a0;
  }
  console.log(
    `EMB osculating e′: ${q.map((v) => v.toExponential(4)).join(', ')} (T⁰..T³); relative T¹ ${(q[1]! / q[0]!).toExponential(4)}, ` +
      `T² ${(q[2]! / q[0]!).toExponential(4)} (ELP/MPP02 ${elpR2.toExponential(4)}), T³ ${(q[3]! / q[0]!).toExponential(4)}`,
  );
  return [q[2]! / q[0]! - elpR2, q[3]! / q[0]!];
}
const EARTH_ECCENTRICITY = earthEccentricityCorrection();

const eccentricityOf = (p: readonly number[]): ElpEccentricityCorrection => {
  const c = [EARTH_ECCENTRICITY[0], EARTH_ECCENTRICITY[1], 0];
  ECC_POWERS.forEach((n, j) => (c[n - 2] = c[n - 2]! + (p[3 * POWERS + j]! * 1e-3) / SCALE ** n));
  return c as unknown as ElpEccentricityCorrection;
};

function residuals(p: readonly number[]): number[] {
  const table = withSpanTerms(main, eccentricityOf(p));
  const theory = shareElpDecoded(table, { tMax: 2.2, arcsec: 0, km: 0 }, table.recipe, {
    coefficients,
    correction: correctionOf(p),
  });
  const out: number[] = [];
  for (const r of refs) {
    const s = moonStateFromShared(theory, r.jd);
    const [x, y, z] = r.v;
    const rr = Math.hypot(x, y, z);
    const ss = Math.hypot(s.x, s.y, s.z);
    const dl = Math.atan2(s.y, s.x) - Math.atan2(y, x);
    out.push(Math.atan2(Math.sin(dl), Math.cos(dl)), Math.asin(s.z / ss) - Math.asin(z / rr), (ss - rr) / rr);
    if (VEL) {
      const [, , , vx, vy] = r.v;
      const lonRate = (a: number, b: number, va: number, vb: number): number =>
        (a * vb - b * va) / (a * a + b * b);
      const latRate = (q: number[]): number => {
        const rho2 = q[0]! * q[0]! + q[1]! * q[1]!;
        const n = Math.hypot(q[0]!, q[1]!, q[2]!);
        return (q[5]! * rho2 - q[2]! * (q[0]! * q[3]! + q[1]! * q[4]!)) / (n * n * Math.sqrt(rho2));
      };
      const ours = [s.x, s.y, s.z, s.vx, s.vy, s.vz];
      const radial = (q: number[]): number =>
        (q[0]! * q[3]! + q[1]! * q[4]! + q[2]! * q[5]!) / Math.hypot(q[0]!, q[1]!, q[2]!);
      out.push(
        (lonRate(s.x, s.y, s.vx, s.vy) - lonRate(x, y, vx, vy)) * VEL_DAYS,
        (latRate(ours) - latRate(r.v)) * VEL_DAYS,
        ((radial(ours) - radial(r.v)) / rr) * VEL_DAYS,
      );
    }
  }
  return out;
}

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  for (let c = 0; c < n; c += 1) {
    let p = c;
    for (let r = c + 1; r < n; r += 1) if (Math.abs(a[r]![c]!) > Math.abs(a[p]![c]!)) p = r;
    [a[c], a[p]] = [a[p]!, a[c]!];
    [b[c], b[p]] = [b[p]!, b[c]!];
    for (let r = c + 1; r < n; r += 1) {
      const f = a[r]![c]! / a[c]![c]!;
      for (let k = c; k < n; k += 1) a[r]![k] = a[r]![k]! - f * a[c]![k]!;
      b[r] = b[r]! - f * b[c]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let c = n - 1; c >= 0; c -= 1) {
    let v = b[c]!;
    for (let k = c + 1; k < n; k += 1) v -= a[c]![k]! * x[k]!;
    x[c] = v / a[c]![c]!;
  }
  return x;
}

const ARCSEC_PER_RAD = 206264.80624709636;
/**
 * Weight of the latitude residuals against longitude and relative distance: inverse to their scatter, as in a
 * Gauss–Markov fit — the equal-weight fit leaves 0.289″ rms in longitude and 0.102″ in latitude, so latitude
 * counts 3× (LAT_WEIGHT; 1 for equal weights: 0.338″ max in latitude instead of 0.262″, 0.996″ in longitude
 * instead of 1.038″).
 */
const LAT_WEIGHT = Number(process.env.LAT_WEIGHT ?? 3);
const weightOf = (i: number): number => (i % (VEL ? 6 : 3) === 1 ? LAT_WEIGHT ** 2 : 1);
const free = 3 * POWERS + ECC + (LINEAR ? 3 : 0);
let p = new Array<number>(free).fill(0);
for (let iteration = 0; iteration < 4; iteration += 1) {
  const r0 = residuals(p);
  const jac = p.slice(0, free).map((_, k) => {
    // the eccentricity terms are generated only above a floor: their step must produce terms
    const h = k < 3 * POWERS || k >= 3 * POWERS + ECC ? 1e-7 : 0.05;
    const q = p.slice();
    q[k] = q[k]! + h;
    return residuals(q).map((v, i) => (v - r0[i]!) / h);
  });
  const a = jac.map((ji) => jac.map((jj) => ji.reduce((s, v, n) => s + weightOf(n) * v * jj[n]!, 0)));
  const b = jac.map((ji) => -ji.reduce((s, v, n) => s + weightOf(n) * v * r0[n]!, 0));
  const x = solve(a, b);
  p = p.map((v, i) => v + (x[i] ?? 0));
}
const r = residuals(p);
let maxLon = 0;
let maxLat = 0;
const stride = VEL ? 6 : 3;
for (let i = 0; i < refs.length; i += 1) {
  const k = stride * i;
  maxLon = Math.max(maxLon, Math.abs(r[k]!));
  maxLat = Math.max(maxLat, Math.abs(r[k + 1]!));
  console.log(
    refs[i]!.year,
    (r[k]! * ARCSEC_PER_RAD).toFixed(3),
    (r[k + 1]! * ARCSEC_PER_RAD).toFixed(3),
    (r[k + 2]! * 384400).toFixed(3),
  );
}
const rms = (c: number): number =>
  Math.sqrt(refs.reduce((sum, _, i) => sum + r[stride * i + c]! ** 2, 0) / refs.length) * ARCSEC_PER_RAD;
console.log(
  `max |Δλ| ${(maxLon * ARCSEC_PER_RAD).toFixed(3)}″, max |Δβ| ${(maxLat * ARCSEC_PER_RAD).toFixed(3)}″; ` +
    `rms Δλ ${rms(0).toFixed(3)}″, Δβ ${rms(1).toFixed(3)}″, Δr/r ${((rms(2) / ARCSEC_PER_RAD) * 384400).toFixed(3)} km`,
);
console.log(JSON.stringify(correctionOf(p)));
console.log(`eccentricity δe′/e′ (T², T³, T⁴): ${JSON.stringify(eccentricityOf(p))}`);
