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
import { find as findZones } from 'geo-tz/all';
import { bundleSize } from './bundle-size.js';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { natalChart } from '../src/records/natal-chart.js';
import { clearSegmentCache } from '../src/ephemeris/segmented-chebyshev.js';
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
/** Untimed passes of 200 charts before row 3 is timed: the JIT has settled after ~2000 charts. */
const SETTLE_PASSES = 12;

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
function freshProcessMs(body: string, runs = 7): { cpu: number; wall: number; process: number } {
  const script = `const c0 = process.cpuUsage(); const t0 = performance.now(); ${body}; const c = process.cpuUsage(c0); console.log(JSON.stringify({ cpu: (c.user + c.system) / 1000, wall: performance.now() - t0 }));`;
  const cpu: number[] = [];
  const wall: number[] = [];
  const whole: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    whole.push(performance.now() - t0);
    const r = JSON.parse(out.trim().split('\n').pop()!) as { cpu: number; wall: number };
    cpu.push(r.cpu);
    wall.push(r.wall);
  }
  return { cpu: median(cpu), wall: median(wall), process: median(whole) };
}

/** Apparent geocentric ecliptic longitude (degrees) of a body with astronomy-engine. */
function peerLongitude(body: string, time: Astronomy.AstroTime): number {
  return Astronomy.Ecliptic(Astronomy.GeoVector(body as Astronomy.Body, time, true)).elon;
}

/**
 * The peer's ingress search (row 6): every sign change of the ten bodies' apparent longitude over `days` from
 * `start`, scanned at a step (1 day; 0.25 day for the Moon) and each bracket settled by astronomy-engine's `Search`
 * to 1 s. CPU milliseconds and the number of ingresses found.
 */
function peerIngressSearch(start: Astronomy.AstroTime, days: number): { ms: number; count: number } {
  const t0 = process.cpuUsage();
  let count = 0;
  for (const body of PLANETS) {
    const step = body === 'Moon' ? 0.25 : 1;
    let before = start;
    let sign = Math.floor(peerLongitude(body, before) / 30);
    for (let d = step; d <= days; d += step) {
      const after = start.AddDays(d);
      const next = Math.floor(peerLongitude(body, after) / 30);
      if (next !== sign) {
        // The boundary crossed, and the direction: Search wants a function increasing through zero.
        const forward = (next - sign + 12) % 12 === 1;
        const boundary = (forward ? next : sign) * 30;
        const sense = forward ? 1 : -1;
        const found = Astronomy.Search(
          (t) => sense * (((peerLongitude(body, t) - boundary + 540) % 360) - 180),
          before,
          after,
          { dt_tolerance_seconds: 1 },
        );
        if (found !== null) count += 1;
        sign = next;
      }
      before = after;
    }
  }
  const used = process.cpuUsage(t0);
  return { ms: (used.user + used.system) / 1000, count };
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
  const chart =
    "natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' })";
  for (const [entry, file] of [
    ['urania', 'dist/index.js'],
    ['urania/core', 'dist/core.js'],
  ] as const) {
    const dist = resolve(ROOT, file);
    if (!existsSync(dist)) {
      rows.push({
        name: `2. cold start (${entry}): no ${file} (run npm run build)`,
        unit: 'ms',
        peer: peerImport.cpu,
      });
      continue;
    }
    const imported = freshProcessMs(`await import(${JSON.stringify(dist)})`);
    const cold = freshProcessMs(`const u = await import(${JSON.stringify(dist)}); u.${chart}`);
    // The same chart in UTC: no Intl time-zone formatter (its first construction costs ~10 ms of ICU set-up).
    const coldUtc = freshProcessMs(
      `const u = await import(${JSON.stringify(dist)}); u.${chart.replace("'America/New_York'", "'UTC'")}`,
    );
    // What `time node app.js` shows (the measure: a fresh process, Node's own start-up included, for both).
    rows.push({
      name: `2. cold start: whole process (node start + import + first natal chart), ${entry} (wall)`,
      unit: 'ms',
      urania: cold.process,
      peer: peerImport.process,
      ratio: peerImport.process / cold.process,
      target: '≤ 3× the peer’s process (import only)',
    });
    rows.push({
      name: `2. cold start: import + first natal chart, ${entry} (CPU)`,
      unit: 'ms',
      urania: cold.cpu,
      peer: peerImport.cpu,
      ratio: peerImport.cpu / cold.cpu,
      target: '≤ 3× the peer’s import',
      importOnly: Math.round(imported.cpu),
      chartInUtc: Math.round(coldUtc.cpu),
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
  // V8 tiers the chart's code up over its first ~2000 charts (passes of 200: ~1800, 600, 450, … µs per chart,
  // settled near 200 µs from the twelfth pass): SETTLE_PASSES untimed passes first, then the median of 5. The first
  // pass of the process is reported beside it (what a short-lived process sees).
  const withZone = births.map((b) => ({ ...b, timezone: 'UTC' }));
  const firstPass = microsecondsPerCall(withZone.length, (i) => natalChart(withZone[i]!), {
    runs: 1,
    warmup: false,
  });
  for (let k = 0; k < SETTLE_PASSES; k += 1) for (const b of withZone) natalChart(b);
  const zoneGiven = microsecondsPerCall(withZone.length, (i) => natalChart(withZone[i]!), { runs: 5 });
  for (let k = 0; k < SETTLE_PASSES / 2; k += 1) for (const b of births) natalChart(b);
  const zoneLooked = microsecondsPerCall(births.length, (i) => natalChart(births[i]!), { runs: 5 });
  const times = births.map((_, i) => Astronomy.MakeTime(new Date(Date.UTC(1910 + i * 0.4, 0, 1))));
  const peerPass = (i: number): number => {
    let s = 0;
    for (const p of PLANETS)
      s += Astronomy.Ecliptic(Astronomy.GeoVector(p as Astronomy.Body, times[i]!, true)).elon;
    return s;
  };
  const peerFirst = microsecondsPerCall(times.length, peerPass, { runs: 1, warmup: false });
  for (let k = 0; k < SETTLE_PASSES; k += 1) for (let i = 0; i < times.length; i += 1) peerPass(i);
  const peerPlanets = microsecondsPerCall(times.length, peerPass, { runs: 5 });
  rows.push({
    name: '3. warm natal chart, zone given (JIT settled)',
    unit: 'µs',
    urania: zoneGiven,
    peer: peerPlanets,
    ratio: peerPlanets / zoneGiven,
    note: 'peer: 10 apparent longitudes only',
  });
  rows.push({
    name: '3. warm natal chart, zone from coordinates (JIT settled)',
    unit: 'µs',
    urania: zoneLooked,
    peer: peerPlanets,
    ratio: peerPlanets / zoneLooked,
  });
  rows.push({
    name: '3. natal chart, first 200 charts of the process (zone given)',
    unit: 'µs',
    urania: firstPass,
    peer: peerFirst,
    ratio: peerFirst / firstPass,
  });

  // 4. Zone lookup.
  const places = Array.from({ length: 5000 }, () => [-60 + random() * 130, -180 + random() * 360] as const);
  const zone = microsecondsPerCall(
    places.length,
    (i) => timezoneForLocation(places[i]![0], places[i]![1]).length,
  );
  // Peer: geo-tz's full product (`geo-tz/all`, the boundaries Urania's index is built from; MIT code, ODbL data),
  // which reads its tiles from disk on demand (its cache warmed by the harness's warm-up run).
  const peerZone = microsecondsPerCall(places.length, (i) => findZones(places[i]![0], places[i]![1]).length);
  rows.push({
    name: '4. zone lookup from coordinates',
    unit: 'µs',
    urania: zone,
    peer: peerZone,
    ratio: peerZone / zone,
    target: '≤ 20 µs',
    note: 'peer: geo-tz/all',
  });

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
  // The first search of a process also decodes every theory and compiles the search code: timed apart (`firstRunMs`).
  // The row is a server's worst request once it runs: the same search over another 50 years done first (theories
  // loaded, code compiled), then the median of 3 searches of 1900–1949, each with the segment cache emptied (no
  // fitted segment of the range kept), as bench/heavy-ranges.bench.ts measures.
  const tFirst = process.cpuUsage();
  findIngresses({ from: '2000-01-01T00:00:00Z', to: '2049-12-31T00:00:00Z', bodies });
  const usedFirst = process.cpuUsage(tFirst);
  let found: ReturnType<typeof findIngresses> = [];
  const heavyRuns: number[] = [];
  for (let k = 0; k < 3; k += 1) {
    clearSegmentCache();
    const t0 = process.cpuUsage();
    found = findIngresses({ from: '1900-01-01T00:00:00Z', to: '1949-12-31T00:00:00Z', bodies });
    const u = process.cpuUsage(t0);
    heavyRuns.push((u.user + u.system) / 1000);
  }
  // Peer: astronomy-engine has no ingress search; the same search written with it for the ten bodies it has
  // (a scan of the apparent longitude, daily — 6 hours for the Moon — and its `Search` to 1 s on each crossing).
  const peerIngresses = peerIngressSearch(Astronomy.MakeTime(new Date(Date.UTC(1900, 0, 1))), 50 * 365.25);
  const t1 = process.cpuUsage();
  const foundTen = findIngresses({
    from: '1900-01-01T00:00:00Z',
    to: '1949-12-31T00:00:00Z',
    bodies: [...PLANETS],
  });
  const usedTen = process.cpuUsage(t1);
  const uraniaTen = (usedTen.user + usedTen.system) / 1000;
  rows.push({
    name: `6. findIngresses: ${bodies.length} bodies × 50 years (${found.length} ingresses)`,
    unit: 'ms',
    urania: median(heavyRuns),
    peer: peerIngresses.ms,
    target: '≤ 1000 ms',
    firstRunMs: Math.round((usedFirst.user + usedFirst.system) / 1000),
    note: 'peer: Sun–Pluto + Moon only (next row)',
  });
  rows.push({
    name: `6. findIngresses: Sun–Pluto + Moon × 50 years (${foundTen.length}; peer ${peerIngresses.count})`,
    unit: 'ms',
    urania: uraniaTen,
    peer: peerIngresses.ms,
    ratio: peerIngresses.ms / uraniaTen,
  });
  return rows;
}
