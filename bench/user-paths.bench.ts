/**
 * What users feel (issue 17), side by side with astronomy-engine (MIT, devDependency) in one run. Swiss
 * Ephemeris is not installed as a peer here (its npm binding compiles native code at install, which `npm ci` in
 * CI would have to do too); astronomy-engine is the stated fallback peer.
 *   1. bundle: an app that imports only `bodyPosition` (esbuild, browser, minified, code splitting, gzip: what
 *      loads at start, bench/bundle-size.ts), from the light entry `urania/core` and from `urania`, vs one that
 *      imports astronomy-engine's `GeoVector` + `Ecliptic`;
 *   2. cold start: a fresh process importing the built package (dist/index.js, dist/core.js) and computing one
 *      natal chart, vs a fresh process importing astronomy-engine — the CPU time of the process from before the
 *      import to after the chart (a shared machine's load inflates wall time), wall time beside it;
 *   3. a warm natal chart (zone given; zone looked up from the coordinates) vs astronomy-engine computing the
 *      ten planets' apparent longitudes (it has no houses, aspects or dignities);
 *   4. the zone lookup from coordinates, random places;
 *   5. `bodyPosition` in a loop over consecutive days, and at random instants, vs astronomy-engine;
 *   6. `findIngresses` of every body over 50 years (the heavy `GET /ingresses`).
 * Medians of CPU time (bench/harness.ts); the machine is small and shared: read the ratios.
 */
import * as Astronomy from 'astronomy-engine';
import { build } from 'esbuild';
import { bundleSize } from './bundle-size.js';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { natalChart } from '../src/records/natal-chart.js';
import { findIngresses } from '../src/records/ingresses.js';
import { bodyPosition } from '../src/records/positions.js';
import { BODIES, type Body } from '../src/schemas/enums.js';
import { instantFromJulianDay } from '../src/time/instant.js';
import { timezoneForLocation } from '../src/time/time-zone.js';
import { median, microsecondsPerCall, seededRandom, type BenchRow } from './harness.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PLANETS = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
] as const;
const J2000 = 2451545;

/** Gzipped size (kB) of a minified browser bundle of `source`, resolved from the repository root. */
async function bundleKb(source: string): Promise<number> {
  const result = await build({
    stdin: { contents: source, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length / 1024;
}

/**
 * Medians (ms) of `body` (an ES module script body) in fresh Node processes, import cost cannot be measured in a
 * warm one: the CPU time of the process (user + system) from before `body` to after it, and the wall time.
 */
function freshProcessMs(body: string, runs = 7): { cpu: number; wall: number } {
  const script = `const c0 = process.cpuUsage(); const t0 = performance.now(); ${body}; const c = process.cpuUsage(c0); console.log(JSON.stringify({ cpu: (c.user + c.system) / 1000, wall: performance.now() - t0 }));`;
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    const r = JSON.parse(out.trim().split('\n').pop()!) as { cpu: number; wall: number };
    cpu.push(r.cpu);
    wall.push(r.wall);
  }
  return { cpu: median(cpu), wall: median(wall) };
}

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];

  // 1. Bundle of an app that needs only bodyPosition: what it loads at start (gzip), from each entry.
  const peerBundle = await bundleKb("export { GeoVector, Ecliptic } from 'astronomy-engine';");
  for (const [entry, file] of [
    ['urania/core', './src/core.ts'],
    ['urania', './src/index.ts'],
  ] as const) {
    const size = await bundleSize(`export { bodyPosition } from '${file}';`);
    const lazy = size.chunks.filter((c) => !c.initial);
    rows.push({
      name: `1. bundle: app importing only bodyPosition from ${entry} (gzip, loaded at start)`,
      unit: 'kB',
      urania: size.initialGzipKb,
      peer: peerBundle,
      ratio: peerBundle / size.initialGzipKb,
      target: '≤ 250 kB',
      raw: Math.round(size.initialRawKb),
      lazyChunks: lazy.length,
      lazyGzipKb: Math.round(lazy.reduce((s, c) => s + c.gzipKb, 0)),
    });
  }

  // 2. Cold start: import + first natal chart, fresh process, from the last build.
  const peerImport = freshProcessMs("await import('astronomy-engine')");
  const chart = "natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' })";
  for (const [entry, file] of [
    ['urania', 'dist/index.js'],
    ['urania/core', 'dist/core.js'],
  ] as const) {
    const dist = resolve(ROOT, file);
    if (!existsSync(dist)) {
      rows.push({ name: `2. cold start (${entry}): no ${file} (run npm run build)`, unit: 'ms', peer: peerImport.cpu });
      continue;
    }
    const imported = freshProcessMs(`await import(${JSON.stringify(dist)})`);
    const cold = freshProcessMs(`const u = await import(${JSON.stringify(dist)}); u.${chart}`);
    rows.push({
      name: `2. cold start: import + first natal chart, ${entry} (CPU)`,
      unit: 'ms',
      urania: cold.cpu,
      peer: peerImport.cpu,
      ratio: peerImport.cpu / cold.cpu,
      target: '≤ 3× the peer’s import',
      importOnly: Math.round(imported.cpu),
      wall: Math.round(cold.wall),
      peerWall: Math.round(peerImport.wall),
    });
  }

  // 3. Warm natal chart.
  const random = seededRandom(17);
  const births = Array.from({ length: 200 }, () => ({
    birthDate: `19${String(10 + Math.floor(random() * 89))}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
    birthTime: '12:34',
    latitude: -50 + random() * 110,
    longitude: -170 + random() * 340,
  }));
  const withZone = births.map((b) => ({ ...b, timezone: 'UTC' }));
  const zoneGiven = microsecondsPerCall(withZone.length, (i) => natalChart(withZone[i]!), { runs: 3 }) / 1000;
  const zoneLooked = microsecondsPerCall(births.length, (i) => natalChart(births[i]!), { runs: 3 }) / 1000;
  const times = births.map((_, i) => Astronomy.MakeTime(new Date(Date.UTC(1910 + i * 0.4, 0, 1))));
  const peerPlanets =
    microsecondsPerCall(times.length, (i) => {
      let s = 0;
      for (const p of PLANETS)
        s += Astronomy.Ecliptic(Astronomy.GeoVector(p as Astronomy.Body, times[i]!, true)).elon;
      return s;
    }) / 1000;
  rows.push({
    name: '3. warm natal chart, zone given',
    unit: 'ms',
    urania: zoneGiven,
    peer: peerPlanets,
    ratio: peerPlanets / zoneGiven,
    note: 'peer: 10 apparent longitudes only',
  });
  rows.push({
    name: '3. warm natal chart, zone from coordinates',
    unit: 'ms',
    urania: zoneLooked,
    peer: peerPlanets,
    ratio: peerPlanets / zoneLooked,
  });

  // 4. Zone lookup.
  const places = Array.from({ length: 5000 }, () => [-60 + random() * 130, -180 + random() * 360] as const);
  const zone = microsecondsPerCall(
    places.length,
    (i) => timezoneForLocation(places[i]![0], places[i]![1]).length,
  );
  rows.push({ name: '4. zone lookup from coordinates', unit: 'µs', urania: zone, target: '≤ 20 µs' });

  // 5. bodyPosition over consecutive days, and at random instants (Sun–Pluto + Moon).
  const days = 3653;
  const start = J2000 - 1826;
  const daily = Array.from({ length: days }, (_, i) => instantFromJulianDay(start + i, 'TT'));
  const sweep = microsecondsPerCall(
    days * PLANETS.length,
    (i) => bodyPosition(PLANETS[i % PLANETS.length]!, daily[Math.floor(i / PLANETS.length)]!).longitude,
    { runs: 3 },
  );
  const peerDaily = daily.map((t) => Astronomy.MakeTime(new Date((t.jdUt - 2440587.5) * 86400000)));
  const peerSweep = microsecondsPerCall(
    days * PLANETS.length,
    (i) =>
      Astronomy.Ecliptic(
        Astronomy.GeoVector(
          PLANETS[i % PLANETS.length] as Astronomy.Body,
          peerDaily[Math.floor(i / PLANETS.length)]!,
          true,
        ),
      ).elon,
    { runs: 3 },
  );
  rows.push({
    name: '5. bodyPosition, consecutive days',
    unit: 'µs/position',
    urania: sweep,
    peer: peerSweep,
    ratio: peerSweep / sweep,
  });
  const randomInstants = Array.from({ length: 2000 }, () =>
    instantFromJulianDay(J2000 - 36525 + random() * 73050, 'TT'),
  );
  const peerRandom = randomInstants.map((t) => Astronomy.MakeTime(new Date((t.jdUt - 2440587.5) * 86400000)));
  const rand = microsecondsPerCall(
    randomInstants.length * PLANETS.length,
    (i) =>
      bodyPosition(PLANETS[i % PLANETS.length]!, randomInstants[Math.floor(i / PLANETS.length)]!).longitude,
    { runs: 3 },
  );
  const peerRand = microsecondsPerCall(
    randomInstants.length * PLANETS.length,
    (i) =>
      Astronomy.Ecliptic(
        Astronomy.GeoVector(
          PLANETS[i % PLANETS.length] as Astronomy.Body,
          peerRandom[Math.floor(i / PLANETS.length)]!,
          true,
        ),
      ).elon,
    { runs: 3 },
  );
  rows.push({
    name: '5. bodyPosition, random instants',
    unit: 'µs/position',
    urania: rand,
    peer: peerRand,
    ratio: peerRand / rand,
  });

  // 6. The heavy ingress request: every body over 50 years.
  const bodies = BODIES.filter((b) => b !== 'Vertex' && b !== 'AntiVertex') as Body[];
  const t0 = process.cpuUsage();
  const found = findIngresses({ from: '1900-01-01T00:00:00Z', to: '1949-12-31T00:00:00Z', bodies });
  const used = process.cpuUsage(t0);
  rows.push({
    name: `6. findIngresses: ${bodies.length} bodies × 50 years (${found.length} ingresses)`,
    unit: 'ms',
    urania: (used.user + used.system) / 1000,
    target: '≤ 1000 ms',
  });
  return rows;
}
