/**
 * Horoscope benchmark (issue #6), Urania vs astronomy-engine (MIT, devDependency) in one process:
 * (a) the 12 yearly horoscopes of a year computed COLD (the Chebyshev segment cache and the year-events
 *     cache emptied before each run): the year's ingresses, lunations, stations and eclipses are computed
 *     once and shared by the 12 signs — vs astronomy-engine tabulating the apparent ecliptic longitude of the
 *     Sun, the Moon and Mercury–Pluto once a day for the same year (target: Urania no slower, ratio ≥ 1);
 * (b) weekly horoscope latency, p50 and p95 over 40 weeks of one year in a zone (year events cached after
 *     the first call, as in a running server);
 * (c) the daily horoscopes of 12 signs × 365 days (issue 30) in this thread, asked sign by sign as a batch asks
 *     them, each serialized to JSON, with the year's events and the days' skies emptied before each run (target
 *     ≤ 10 s on this machine; bench/batch.bench.ts runs the same rows through two worker threads).
 * CPU-time medians (bench/harness.ts).
 */
import * as Astronomy from 'astronomy-engine';
import { clearSegmentCache } from '../src/ephemeris/segmented-chebyshev.js';
import { clearDaySkies } from '../src/horoscope/day-context.js';
import { clearYearEvents } from '../src/horoscope/index.js';
import { dailyHoroscope, weeklyHoroscope, yearlyHoroscope } from '../src/records/index.js';
import { SIGNS } from '../src/schemas/index.js';
import { median, microsecondsPerCall, type BenchRow } from './harness.js';

const YEAR = 2025;
const PEER_BODIES = [
  Astronomy.Body.Mercury, Astronomy.Body.Venus, Astronomy.Body.Mars, Astronomy.Body.Jupiter,
  Astronomy.Body.Saturn, Astronomy.Body.Uranus, Astronomy.Body.Neptune, Astronomy.Body.Pluto,
];

function twelveYearlies(): number {
  let n = 0;
  for (const sign of SIGNS) n += yearlyHoroscope({ sign, year: YEAR }).quarters.length;
  return n;
}

function peerDailyTable(): number {
  let sum = 0;
  const start = Date.UTC(YEAR, 0, 1);
  const days = (Date.UTC(YEAR + 1, 0, 1) - start) / 86400000;
  for (let d = 0; d < days; d += 1) {
    const t = Astronomy.MakeTime(new Date(start + d * 86400000));
    sum += Astronomy.SunPosition(t).elon + Astronomy.EclipticGeoMoon(t).lon;
    for (const body of PEER_BODIES) sum += Astronomy.Ecliptic(Astronomy.GeoVector(body, t, true)).elon;
  }
  return sum;
}

const DAYS_2026 = Array.from({ length: 365 }, (_, d) => new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10));

function twelveSignsTimesAYear(): number {
  let n = 0;
  for (const sign of SIGNS) for (const date of DAYS_2026) n += JSON.stringify(dailyHoroscope({ sign, date })).length;
  return n;
}

function cold(): void {
  clearSegmentCache();
  clearYearEvents();
}

export async function run(): Promise<BenchRow[]> {
  const urania = microsecondsPerCall(1, twelveYearlies, { runs: 5, warmup: true, setup: cold }) / 1000;
  const peer = microsecondsPerCall(1, peerDailyTable, { runs: 5 }) / 1000;
  const weekly: number[] = [];
  for (let w = 0; w < 40; w += 1) {
    const date = new Date(Date.UTC(2024, 0, 3 + 7 * w)).toISOString().slice(0, 10);
    const t0 = performance.now();
    weeklyHoroscope({ sign: SIGNS[w % 12]!, date, timezone: 'Europe/Paris' });
    weekly.push(performance.now() - t0);
  }
  const sorted = [...weekly].sort((a, b) => a - b);
  const year = microsecondsPerCall(1, twelveSignsTimesAYear, { runs: 3, setup: () => (clearYearEvents(), clearDaySkies()) }) / 1e6;
  return [
    {
      name: `12 yearly horoscopes of ${YEAR}, cold caches (vs peer: Sun, Moon, Mercury–Pluto daily for the year)`,
      urania,
      peer,
      ratio: peer / urania,
      unit: 'ms',
      target: 'ratio ≥ 1',
    },
    {
      name: 'weekly horoscope (Europe/Paris, 40 weeks of 2024), p50',
      urania: median(weekly),
      unit: 'ms',
      p95: sorted[Math.floor(0.95 * (sorted.length - 1))]!,
    },
    {
      name: 'daily horoscopes, 12 signs × 365 days of 2026, one thread, sign by sign, + JSON (year events and day skies emptied)',
      urania: Number(year.toFixed(2)),
      unit: 's',
      target: '≤ 10 s',
    },
  ];
}
