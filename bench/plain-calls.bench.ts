/**
 * Plain calls and the warm natal chart (issue 17, docs/performance.md "Plain calls" and "Warm natal chart"), side by
 * side with astronomy-engine (MIT, devDependency) in one process. What user-paths.bench.ts row 5 measures, split
 * so that its parts can be read:
 *   1. `bodyPosition` over consecutive days (Sun–Pluto + Moon, 10 years), warm: the segments are cached (the loop
 *      run again); cold: the segment cache and the streaks emptied before each run (a first loop, fitting included);
 *      direct: the same calls with the streaks reset before each call, so every call takes the series path (what
 *      the plain call cost before the fast path);
 *   2. `bodyPosition` every hour for a month (the Moon): cold, and direct;
 *   3. `bodyPosition` at random instants 1900–2100 (the direct path);
 *   4. the warm natal chart, after the JIT has settled (twelve passes over the births first), zone given.
 * Medians of CPU time (bench/harness.ts); the machine is small and shared: read the ratios.
 */
import * as Astronomy from 'astronomy-engine';
import { resetFastPath } from '../src/ephemeris/fast-path-place.js';
import { clearSegmentCache } from '../src/ephemeris/segmented-chebyshev.js';
import { natalChart } from '../src/records/natal-chart.js';
import { bodyPosition } from '../src/records/positions.js';
import type { Body } from '../src/schemas/enums.js';
import { instantFromJulianDay, type Instant } from '../src/time/instant.js';
import { microsecondsPerCall, seededRandom, type BenchRow } from './harness.js';

const PLANETS: readonly Body[] = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
const J2000 = 2451545;

function peerTime(at: Instant): Astronomy.AstroTime {
  return Astronomy.MakeTime(new Date((at.jdUt - 2440587.5) * 86400000));
}

function peerLongitude(body: Body, time: Astronomy.AstroTime): number {
  return Astronomy.Ecliptic(Astronomy.GeoVector(body as Astronomy.Body, time, true)).elon;
}

function emptyCaches(): void {
  clearSegmentCache();
  resetFastPath();
}

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const n = PLANETS.length;

  // 1. Ten years of days, ten bodies per day.
  const days = 3653;
  const daily = Array.from({ length: days }, (_, i) => instantFromJulianDay(J2000 - 1826 + i, 'TT'));
  const peerDaily = daily.map(peerTime);
  const sweep = (i: number) => bodyPosition(PLANETS[i % n]!, daily[Math.floor(i / n)]!).longitude;
  const peerSweep = microsecondsPerCall(days * n, (i) => peerLongitude(PLANETS[i % n]!, peerDaily[Math.floor(i / n)]!), { runs: 3 });
  const warm = microsecondsPerCall(days * n, sweep, { runs: 3 });
  const cold = microsecondsPerCall(days * n, sweep, { runs: 3, setup: emptyCaches });
  const direct = microsecondsPerCall(
    days * n,
    (i) => {
      resetFastPath();
      return sweep(i);
    },
    { runs: 3 },
  );
  for (const [name, urania] of [
    ['warm (segments cached)', warm],
    ['cold (first loop, fitting included)', cold],
    ['direct (fast path off: the call before issue 17)', direct],
  ] as const) {
    rows.push({ name: `1. bodyPosition, consecutive days, ${name}`, unit: 'µs/position', urania, peer: peerSweep, ratio: peerSweep / urania });
  }

  // 2. The Moon every hour for a month.
  const hours = 24 * 30;
  const hourly = Array.from({ length: hours }, (_, i) => instantFromJulianDay(J2000 + 100 + i / 24, 'TT'));
  const peerHourly = hourly.map(peerTime);
  const peerMoon = microsecondsPerCall(hours, (i) => peerLongitude('Moon', peerHourly[i]!), { runs: 5 });
  const moonCold = microsecondsPerCall(hours, (i) => bodyPosition('Moon', hourly[i]!).longitude, { runs: 5, setup: emptyCaches });
  const moonDirect = microsecondsPerCall(
    hours,
    (i) => {
      resetFastPath();
      return bodyPosition('Moon', hourly[i]!).longitude;
    },
    { runs: 5 },
  );
  rows.push({ name: '2. bodyPosition Moon hourly, cold', unit: 'µs/position', urania: moonCold, peer: peerMoon, ratio: peerMoon / moonCold });
  rows.push({ name: '2. bodyPosition Moon hourly, direct', unit: 'µs/position', urania: moonDirect, peer: peerMoon, ratio: peerMoon / moonDirect });

  // 3. Random instants 1900–2100.
  const random = seededRandom(17);
  const instants = Array.from({ length: 2000 }, () => instantFromJulianDay(J2000 - 36525 + random() * 73050, 'TT'));
  const peerInstants = instants.map(peerTime);
  const rand = microsecondsPerCall(instants.length * n, (i) => bodyPosition(PLANETS[i % n]!, instants[Math.floor(i / n)]!).longitude, { runs: 3 });
  const peerRand = microsecondsPerCall(instants.length * n, (i) => peerLongitude(PLANETS[i % n]!, peerInstants[Math.floor(i / n)]!), { runs: 3 });
  rows.push({ name: '3. bodyPosition, random instants (direct path)', unit: 'µs/position', urania: rand, peer: peerRand, ratio: peerRand / rand });

  // 4. The warm natal chart (zone given), after the JIT has settled.
  const births = Array.from({ length: 200 }, () => ({
    birthDate: `19${String(10 + Math.floor(random() * 89))}-0${1 + Math.floor(random() * 9)}-1${Math.floor(random() * 9)}`,
    birthTime: '12:34',
    latitude: -50 + random() * 110,
    longitude: -170 + random() * 340,
    timezone: 'UTC',
  }));
  const early = microsecondsPerCall(births.length, (i) => natalChart(births[i]!), { runs: 3 });
  for (let k = 0; k < 12; k += 1) for (const b of births) natalChart(b);
  const settled = microsecondsPerCall(births.length, (i) => natalChart(births[i]!), { runs: 7 });
  const times = births.map((_, i) => Astronomy.MakeTime(new Date(Date.UTC(1910 + i * 0.4, 0, 1))));
  const peerPass = (i: number): number => {
    let s = 0;
    for (const p of PLANETS) s += peerLongitude(p, times[i]!);
    return s;
  };
  // The peer settles too: the same twelve untimed passes before its timed ones.
  for (let k = 0; k < 12; k += 1) for (let i = 0; i < times.length; i += 1) peerPass(i);
  const peerPlanets = microsecondsPerCall(times.length, peerPass, { runs: 7 });
  rows.push({ name: '4. natal chart, first 800 charts of the process', unit: 'µs', urania: early, peer: peerPlanets, ratio: peerPlanets / early, note: 'peer: 10 apparent longitudes only' });
  rows.push({ name: '4. natal chart, warm (JIT settled)', unit: 'µs', urania: settled, peer: peerPlanets, ratio: peerPlanets / settled });
  return rows;
}
