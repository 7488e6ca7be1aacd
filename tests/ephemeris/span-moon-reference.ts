/**
 * Typed access to the historical-span reference fixtures (copied from the shared reference tables; see each
 * file's `_provenance`): `span-positions.json` (200 TT instants over −3000..+3000, apparent positions with the
 * true obliquity and nutation of each row) and `moon-state-vectors-span.json` (the DE441 Moon and Earth every 50
 * years). Tests never read /work/shared at run time.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** An apparent position of the reference (degrees, AU, degrees/day). */
export interface SpanPosition {
  readonly lon: number;
  readonly lat: number;
  readonly dist: number;
  readonly speed: number;
  readonly ra: number;
  readonly dec: number;
}

/** One instant of span-positions.json. */
export interface SpanInstant {
  readonly id: string;
  readonly jd_tt: number;
  readonly year: number;
  readonly eps_true: number;
  readonly nut_lon: number;
  readonly positions: Readonly<Record<string, SpanPosition | { readonly error: string }>>;
}

/** One epoch of moon-state-vectors-span.json: heliocentric states [x, y, z, vx, vy, vz], AU and AU/day. */
export interface MoonSpanEpoch {
  readonly year: number;
  readonly jd_tt: number;
  readonly moon: readonly number[];
  readonly earth: readonly number[];
}

const FIXTURES = resolve(__dirname, '../fixtures');

let instants: readonly SpanInstant[] | undefined;
/** @summary The 200 reference instants, sorted by date. */
export function spanInstants(): readonly SpanInstant[] {
  instants ??= (
    JSON.parse(readFileSync(resolve(FIXTURES, 'span-positions.json'), 'utf8')) as { instants: SpanInstant[] }
  ).instants
    .slice()
    .sort((a, b) => a.jd_tt - b.jd_tt);
  return instants;
}

let epochs: readonly MoonSpanEpoch[] | undefined;
/** @summary The 121 DE441 epochs of the Moon and the Earth. */
export function moonSpanEpochs(): readonly MoonSpanEpoch[] {
  epochs ??= (
    JSON.parse(readFileSync(resolve(FIXTURES, 'moon-state-vectors-span.json'), 'utf8')) as {
      epochs: MoonSpanEpoch[];
    }
  ).epochs;
  return epochs;
}

/** @summary A body's reference position at an instant, or undefined where the reference has none (Chiron). */
export function spanPosition(row: SpanInstant, body: string): SpanPosition | undefined {
  const p = row.positions[body];
  return p !== undefined && 'lon' in p ? p : undefined;
}

/** The eras of the accuracy table (astronomical years, [from, to)). */
export const SPAN_ERAS = [
  { name: '−3000..−1000', from: -3000, to: -1000 },
  { name: '−1000..+1000', from: -1000, to: 1000 },
  { name: '+1000..+1800', from: 1000, to: 1800 },
  { name: '1800..2200', from: 1800, to: 2200 },
  { name: '2200..3000', from: 2200, to: 3001 },
] as const;

/** @summary Index of the era of a year in SPAN_ERAS. */
export function eraOf(year: number): number {
  return SPAN_ERAS.findIndex((e) => year >= e.from && year < e.to);
}

/** @summary Signed difference a − b of two angles in degrees, reduced to (−180, 180], in arcseconds. */
export function arcsecDelta(a: number, b: number): number {
  return (((((a - b) % 360) + 540) % 360) - 180) * 3600;
}
