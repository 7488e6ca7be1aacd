/**
 * Forecast benchmark (issue 27): the default transit timeline (Jupiter–Pluto and Chiron to the natal Sun–Pluto,
 * Ascendant and Midheaven, the five Ptolemaic aspects, the tight profile) over one year and over ten, against
 * computing the same year from `transitsToNatal` day by day (365 calls with the same bodies: it gives the aspects
 * in orb at each noon, with no instant of entry, exactness or exit — the timeline's answer to a day at best).
 * Targets (issue 27): one year ≤ 150 ms, ten years ≤ 1 s. CPU-time medians (bench/harness.ts). Also the new kinds (house
 * ingresses and lunations), the progression and direction timelines over ten years and a body's returns over 90.
 */
import { clearSegmentCache } from '../src/ephemeris/segmented-chebyshev.js';
import { directionTimeline } from '../src/records/direction-timeline.js';
import { progressionTimeline } from '../src/records/progression-timeline.js';
import { returnsInRange } from '../src/records/returns-in-range.js';
import { transitTimeline } from '../src/records/transit-timeline.js';
import { transitsToNatal } from '../src/records/transits-to-natal.js';
import { microsecondsPerCall, type BenchRow } from './harness.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const TRANSITING = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron'] as const;
const NATAL = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;

const oneYear = (): number => transitTimeline({ birth: BIRTH, from: '2025-01-01', to: '2026-01-01' }).length;
const tenYears = (): number => transitTimeline({ birth: BIRTH, from: '2025-01-01', to: '2035-01-01' }).length;

const allKinds = (): number => transitTimeline({ birth: BIRTH, from: '2025-01-01', to: '2026-01-01', include: ['contact', 'houseIngress', 'lunation'] }).length;
const progressions = (): number => progressionTimeline({ birth: BIRTH, from: '2025-01-01', to: '2035-01-01' }).length;
const directions = (): number => directionTimeline({ birth: BIRTH, from: '2025-01-01', to: '2035-01-01' }).length;
const saturnReturns = (): number => returnsInRange({ birth: BIRTH, body: 'Saturn', from: '1990-07-15', to: '2080-07-15' }).length;

function dayByDay(days = 365): number {
  let n = 0;
  const start = Date.parse('2025-01-01T12:00:00Z');
  for (let d = 0; d < days; d += 1) {
    n += transitsToNatal({ birth: BIRTH, at: new Date(start + d * 86_400_000) }, { natalBodies: NATAL, transitBodies: TRANSITING }).length;
  }
  return n;
}

export async function run(): Promise<BenchRow[]> {
  const cold = microsecondsPerCall(1, oneYear, { runs: 3, warmup: false, setup: clearSegmentCache }) / 1000;
  const warm = microsecondsPerCall(1, oneYear, { runs: 5 }) / 1000;
  const ten = microsecondsPerCall(1, tenYears, { runs: 3 }) / 1000;
  const daily = microsecondsPerCall(1, () => dayByDay(), { runs: 3 }) / 1000;
  const dailyTen = microsecondsPerCall(1, () => dayByDay(3652), { runs: 3 }) / 1000;
  const all = microsecondsPerCall(1, allKinds, { runs: 5 }) / 1000;
  const prog = microsecondsPerCall(1, progressions, { runs: 3 }) / 1000;
  const dir = microsecondsPerCall(1, directions, { runs: 3 }) / 1000;
  const ret = microsecondsPerCall(1, saturnReturns, { runs: 3 }) / 1000;
  return [
    { name: 'transit timeline, one year, defaults (cold cache)', urania: cold, unit: 'ms', events: oneYear(), target: '≤ 150 ms' },
    { name: 'transit timeline, one year, defaults (warm cache)', urania: warm, unit: 'ms', target: '≤ 150 ms' },
    { name: 'transit timeline, ten years, defaults (warm cache)', urania: ten, unit: 'ms', events: tenYears(), target: '≤ 1000 ms' },
    { name: 'the same year from transitsToNatal day by day (365 calls, aspects at each noon only)', urania: daily, unit: 'ms', events: dayByDay() },
    // Side by side (issue 27): `peer` here is the day-by-day reading, `ratio` = day by day / timeline (> 1: the timeline is faster).
    { name: 'one year: timeline (warm) vs transitsToNatal day by day', urania: warm, peer: daily, ratio: daily / warm, unit: 'ms' },
    { name: 'ten years: timeline (warm) vs transitsToNatal day by day (3652 calls)', urania: ten, peer: dailyTen, ratio: dailyTen / ten, unit: 'ms' },
    { name: 'transit timeline, one year, contacts + house ingresses + lunations', urania: all, unit: 'ms', events: allKinds() },
    { name: 'progression timeline, ten years, defaults', urania: prog, unit: 'ms', events: progressions() },
    { name: 'direction timeline (solar arc), ten years, defaults', urania: dir, unit: 'ms', events: directions() },
    { name: 'Saturn returns over 90 years (returnsInRange)', urania: ret, unit: 'ms', events: saturnReturns() },
  ];
}
