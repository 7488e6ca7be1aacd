/**
 * Heavy ranges (issues 16 and 17): `findIngresses` of every body the range path serves (42: all but the
 * observer-dependent Vertex/AntiVertex) over 1, 5 and 50 years, and over 50 years per class of body — the Moon,
 * the lunar points, the Sun and the planets, the minor bodies (asteroids, TNOs, Chiron, Uranian bodies). The
 * segment cache is emptied before every timed run (`clearSegmentCache`: what a fresh range costs; the theories
 * themselves are loaded by the warm-up run). CPU-time medians of 3 runs (bench/harness.ts). docs/performance.md,
 * "Heavy ranges", records the figures.
 */
import { clearSegmentCache } from '../src/ephemeris/segmented-chebyshev.js';
import { findIngresses } from '../src/records/ingresses.js';
import { BODIES, type Body } from '../src/schemas/enums.js';
import { microsecondsPerCall, type BenchRow } from './harness.js';

/** Every body of the range path. */
const ALL = BODIES.filter((b) => b !== 'Vertex' && b !== 'AntiVertex') as Body[];

const LUNAR_POINTS: readonly Body[] = ['NorthNode', 'SouthNode', 'NorthNodeMean', 'SouthNodeMean', 'LilithMean', 'LilithTrue'];
const PLANETS: readonly Body[] = ['Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

/** The classes timed separately over 50 years. */
const CLASSES: readonly { readonly name: string; readonly bodies: readonly Body[] }[] = [
  { name: 'the Moon', bodies: ['Moon'] },
  { name: 'the lunar points (true/mean nodes and apogees)', bodies: LUNAR_POINTS },
  { name: 'the Sun and the planets', bodies: PLANETS },
  {
    name: 'the minor bodies (Chiron, asteroids, TNOs, Uranian)',
    bodies: ALL.filter((b) => b !== 'Moon' && !LUNAR_POINTS.includes(b) && !PLANETS.includes(b)),
  },
];

/** `years` whole years from 2000-01-01 (UTC). */
function range(years: number): { from: string; to: string } {
  return { from: '2000-01-01T00:00:00Z', to: `${String(2000 + years - 1)}-12-31T00:00:00Z` };
}

/** Median CPU milliseconds of one cold search, and how many ingresses it found. */
function time(bodies: readonly Body[], years: number): { ms: number; found: number } {
  let found = 0;
  const us = microsecondsPerCall(
    1,
    () => {
      found = findIngresses({ ...range(years), bodies: [...bodies] }).length;
      return found;
    },
    { runs: 3, setup: clearSegmentCache },
  );
  return { ms: us / 1000, found };
}

export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const years of [1, 5, 50]) {
    const { ms, found } = time(ALL, years);
    rows.push({
      name: `findIngresses: ${String(ALL.length)} bodies × ${String(years)} year${years > 1 ? 's' : ''} (${String(found)} ingresses)`,
      unit: 'ms',
      urania: ms,
      ...(years === 50 ? { target: '≤ 1000 ms' } : {}),
    });
  }
  for (const c of CLASSES) {
    const { ms, found } = time(c.bodies, 50);
    rows.push({ name: `findIngresses: ${c.name} (${String(c.bodies.length)}) × 50 years (${String(found)} ingresses)`, unit: 'ms', urania: ms });
  }
  return rows;
}
