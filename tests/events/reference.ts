import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { instant } from '../../src/time/instant.js';

/** One row of tests/fixtures/events-reference.json (trimmed from /work/shared/reference/events.json). */
export interface ReferenceEvent {
  readonly type: string;
  readonly jd_ut: number;
  readonly iso: string;
  readonly delta_t_s: number;
  readonly [field: string]: unknown;
}

interface ReferenceFile {
  readonly testYears: readonly number[];
  readonly events: readonly ReferenceEvent[];
}

const file = JSON.parse(
  readFileSync(fileURLToPath(new URL('../fixtures/events-reference.json', import.meta.url)), 'utf8'),
) as ReferenceFile;

export const REFERENCE_EVENTS = file.events;
/** UT years for which every lunar phase, sign ingress and station of the reference is in the fixture. */
export const TEST_YEARS = file.testYears;
/** Even UT years 1950–2050 (seasons and eclipses are complete for all of them). */
export const ALL_YEARS = Array.from({ length: 51 }, (_, i) => 1950 + 2 * i);

/** The reference instant in TT: jd_ut + ΔT of the row (so that ΔT models do not enter the comparison). */
export const referenceTt = (e: ReferenceEvent): number => e.jd_ut + e.delta_t_s / 86400;
/** Our instant in TT, from the ISO UT date we emit (our ΔT). */
export const ourTt = (isoDate: string): number => instant(isoDate).jdTt;
export const yearOf = (e: ReferenceEvent): number => Number(e.iso.slice(0, 4));

/** Max and RMS of a list of absolute errors. */
export function stats(errors: readonly number[]): { max: number; rms: number; n: number } {
  const max = errors.reduce((m, e) => Math.max(m, Math.abs(e)), 0);
  const rms = Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / Math.max(1, errors.length));
  return { max, rms, n: errors.length };
}
