/**
 * Natal chart benchmark (issue #4): complete charts per second — every available body (with RA/Dec and speed),
 * houses, aspects and every analysis member — for varied requests (dates 1900–2100, places from −60° to 60°,
 * all house systems and orb profiles, a time zone found from the coordinates).
 * - warm: in this process after a warm-up run (modules loaded, zone and segment caches filled); each call a new
 *   request, so no chart is computed twice;
 * - no birth time: the noon chart without houses;
 * - cold: a fresh process — import of the package entry and the first chart, then the second chart.
 * There is no peer row: astronomy-engine has no natal chart; bench/positions.bench.ts compares the positions.
 */
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apparentBodyPosition, prepareBodyPositions } from '../src/ephemeris/body-position.js';
import { ascendantDeltaTSpread, ascendantDeltaTSpreadBound } from '../src/records/birth-moment.js';
import { natalChart } from '../src/records/index.js';
import { instantFromJulianDay } from '../src/time/instant.js';
import { HOUSE_SYSTEMS, ORB_PROFILES, type NatalChartRequest } from '../src/schemas/index.js';
import { microsecondsPerCall, seededRandom, type BenchRow } from './harness.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const N = 60;

function requests(seed: number, withTime: boolean): NatalChartRequest[] {
  const random = seededRandom(seed);
  return Array.from({ length: N }, (_, i) => {
    const ms = Date.UTC(1900, 0, 1) + random() * (Date.UTC(2100, 0, 1) - Date.UTC(1900, 0, 1));
    const iso = new Date(ms).toISOString();
    return {
      birthDate: iso.slice(0, 10),
      ...(withTime ? { birthTime: iso.slice(11, 16) } : {}),
      latitude: -60 + random() * 120,
      longitude: -180 + random() * 360,
      houseSystem: HOUSE_SYSTEMS[i % HOUSE_SYSTEMS.length]!,
      orbProfile: ORB_PROFILES[i % ORB_PROFILES.length]!,
    };
  });
}

function coldStart(): { importMs: number; firstChartMs: number; secondChartMs: number } | undefined {
  const script = `
    const t0 = performance.now();
    const u = await import(${JSON.stringify(resolve(ROOT, 'src/index.ts'))});
    const t1 = performance.now();
    u.natalChart({ birthDate: '1990-05-17', birthTime: '08:30', latitude: 48.85, longitude: 2.35 });
    const t2 = performance.now();
    u.natalChart({ birthDate: '1991-02-03', birthTime: '21:10', latitude: 40.7, longitude: -74 });
    const t3 = performance.now();
    console.log(JSON.stringify({ importMs: t1 - t0, firstChartMs: t2 - t1, secondChartMs: t3 - t2 }));`;
  try {
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    return JSON.parse(out.trim().split('\n').pop()!) as { importMs: number; firstChartMs: number; secondChartMs: number };
  } catch {
    return undefined;
  }
}

/** @summary Run the natal chart benchmarks. */
export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const timed = requests(19900715, true);
  const untimed = requests(20010110, false);
  const warm = microsecondsPerCall(N, (i) => natalChart(timed[i]!).positions.length, { runs: 5 });
  rows.push({
    name: 'natalChart, birth time known (all bodies, houses, aspects, analysis), warm',
    urania: warm / 1000,
    unit: 'ms/chart',
    chartsPerSecond: 1e6 / warm,
  });
  const noon = microsecondsPerCall(N, (i) => natalChart(untimed[i]!).positions.length, { runs: 5 });
  rows.push({ name: 'natalChart, no birth time (noon chart, no houses), warm', urania: noon / 1000, unit: 'ms/chart', chartsPerSecond: 1e6 / noon });
  // The chart and its JSON text, what batch() does per row (issue 30: ≥ 3,000 per second per core).
  const withJson = microsecondsPerCall(N, (i) => JSON.stringify(natalChart(timed[i]!)).length, { runs: 5 });
  rows.push({
    name: 'natalChart + JSON.stringify, birth time known, warm',
    urania: withJson / 1000,
    unit: 'ms/chart',
    chartsPerSecond: 1e6 / withJson,
    target: '≥ 3,000 per core',
  });
  // The Moon's part of a chart (issue 30): the Moon, the true node, the South node and the true Lilith at one instant,
  // each computed apart (the fast series for the Moon, then the contract series for the osculating points) or after
  // prepareBodyPositions (one pass of the contract series serves both, bit for bit the same positions).
  const moonSet = ['Moon', 'NorthNode', 'SouthNode', 'LilithTrue'] as const;
  const random = seededRandom(20260530);
  const instants = Array.from({ length: N }, () => instantFromJulianDay(2415020.5 + random() * 73000, 'UT'));
  const placeAll = (i: number): number => moonSet.reduce((sum, body) => sum + apparentBodyPosition(body, instants[i]!).longitude, 0);
  const apart = microsecondsPerCall(N, placeAll, { runs: 5 });
  const shared = microsecondsPerCall(N, (i) => {
    prepareBodyPositions(moonSet, instants[i]!);
    return placeAll(i);
  }, { runs: 5 });
  rows.push({ name: 'Moon, NorthNode, SouthNode, LilithTrue at one instant, apart', urania: apart, unit: 'µs' });
  rows.push({ name: 'Moon, NorthNode, SouthNode, LilithTrue at one instant, one shared pass (prepareBodyPositions)', urania: shared, unit: 'µs', ratio: apart / shared });
  // A timed birth's ΔT check (issue 30): the bound (one obliquity, two cosines) clears births since about 1600 away
  // from the polar circles; the full spread takes three sidereal times and Ascendants.
  const spreadArgs = timed.map((r, i) => ({ at: instants[i]!, latitude: r.latitude!, longitude: r.longitude! }));
  const fullSpread = microsecondsPerCall(N, (i) => ascendantDeltaTSpread(spreadArgs[i]!.at, spreadArgs[i]!.latitude, spreadArgs[i]!.longitude), { runs: 5 });
  const spreadBound = microsecondsPerCall(N, (i) => ascendantDeltaTSpreadBound(spreadArgs[i]!.at, spreadArgs[i]!.latitude), { runs: 5 });
  rows.push({ name: 'ΔT warning of a timed birth: full Ascendant spread', urania: fullSpread, unit: 'µs' });
  rows.push({ name: 'ΔT warning of a timed birth: the bound that clears it', urania: spreadBound, unit: 'µs', ratio: fullSpread / spreadBound });
  const cold = coldStart();
  if (cold !== undefined) {
    rows.push({ name: 'cold process: import src/index.ts', urania: cold.importMs, unit: 'ms' });
    rows.push({ name: 'cold process: first natalChart', urania: cold.firstChartMs, unit: 'ms', chartsPerSecond: 1000 / cold.firstChartMs });
    rows.push({ name: 'cold process: second natalChart', urania: cold.secondChartMs, unit: 'ms', chartsPerSecond: 1000 / cold.secondChartMs });
  }
  return rows;
}
