/**
 * Fit the long-span correction of ELP/MPP02's secular terms (src/ephemeris/elp-secular-correction.ts) to the
 * DE441 geocentric Moon of the shared reference `state-vectors-span.json` (121 states, −3000..+3000, every 50
 * years). Gauss–Newton on longitude, latitude and relative distance, numerical Jacobian; prints the
 * coefficients to paste into ELP_DE441_SECULAR_CORRECTION and the residuals per epoch.
 *
 * Usage: npx tsx scripts/fit-elp-secular.ts ../shared/reference/state-vectors-span.json
 */
import { readFileSync } from 'node:fs';
import {
  elpSecularArgumentCoefficients,
  type ElpSecularCorrection,
} from '../src/ephemeris/elp-secular-correction.js';
import { shareElpDecoded } from '../src/ephemeris/elp-shared.js';
import { elpSpanDecodedTable, moonStateFromShared } from '../src/ephemeris/moon.js';

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
  return { jd: m.jd_tt, year: m.year, v: [h[0]! - e[0]!, h[1]! - e[1]!, h[2]! - e[2]!] as const };
});
// The span theory of moon.ts (generated table + long-span supplement), as used beyond 1800–2200.
const table = elpSpanDecodedTable();
const all = elpSecularArgumentCoefficients(table);
const coefficients = (): Float64Array => all;
/** Parameters are coefficients of (T/10)^n for conditioning. */
const SCALE = 10;
/** Powers fitted per W: T² … T^(1+POWERS) (3: T²..T⁴; 4 adds T⁵, which gains nothing: 1.22″ against 1.19″). */
const POWERS = Number(process.env.POWERS ?? 3);
const correctionOf = (p: readonly number[]): ElpSecularCorrection => {
  const row = (o: number): [number, number, number, number] =>
    [0, 1, 2, 3].map((n) => (n < POWERS ? p[POWERS * o + n]! / SCALE ** (n + 2) : 0)) as [
      number,
      number,
      number,
      number,
    ];
  return { w1: row(0), w2: row(1), w3: row(2) };
};

function residuals(p: readonly number[]): number[] {
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
const free = 3 * POWERS;
let p = new Array<number>(free).fill(0);
for (let iteration = 0; iteration < 4; iteration += 1) {
  const r0 = residuals(p);
  const h = 1e-7;
  const jac = p.slice(0, free).map((_, k) => {
    const q = p.slice();
    q[k] = q[k]! + h;
    return residuals(q).map((v, i) => (v - r0[i]!) / h);
  });
  const a = jac.map((ji) => jac.map((jj) => ji.reduce((s, v, n) => s + v * jj[n]!, 0)));
  const b = jac.map((ji) => -ji.reduce((s, v, n) => s + v * r0[n]!, 0));
  const x = solve(a, b);
  p = p.map((v, i) => v + (x[i] ?? 0));
}
const r = residuals(p);
let maxLon = 0;
let maxLat = 0;
for (let i = 0; i < refs.length; i += 1) {
  maxLon = Math.max(maxLon, Math.abs(r[3 * i]!));
  maxLat = Math.max(maxLat, Math.abs(r[3 * i + 1]!));
  console.log(
    refs[i]!.year,
    (r[3 * i]! * ARCSEC_PER_RAD).toFixed(3),
    (r[3 * i + 1]! * ARCSEC_PER_RAD).toFixed(3),
    (r[3 * i + 2]! * 384400).toFixed(3),
  );
}
console.log(
  `max |Δλ| ${(maxLon * ARCSEC_PER_RAD).toFixed(3)}″, max |Δβ| ${(maxLat * ARCSEC_PER_RAD).toFixed(3)}″`,
);
console.log(JSON.stringify(correctionOf(p)));
