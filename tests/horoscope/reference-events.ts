import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** One event of tests/fixtures/horoscope-events.json (a trimmed copy of the shared events.json, see _provenance). */
export interface ReferenceEvent {
  readonly type: string;
  readonly jd_ut: number;
  readonly iso: string;
  readonly body?: string;
  readonly sign?: string;
  readonly direction?: string;
  readonly station?: string;
  readonly kind?: string;
}

const fixture = JSON.parse(readFileSync(resolve(__dirname, '../fixtures/horoscope-events.json'), 'utf8')) as {
  years: number[];
  events: ReferenceEvent[];
};

export const REFERENCE_YEARS: readonly number[] = fixture.years;
export const REFERENCE_EVENTS: readonly ReferenceEvent[] = fixture.events;

/** One day, in milliseconds: the tolerance of issue 6 ("within a day of the reference events"). */
export const ONE_DAY_MS = 86400000;

/** @summary Unix milliseconds of a UT Julian Day. */
export const msOfJd = (jd: number): number => (jd - 2440587.5) * ONE_DAY_MS;

/** @summary Events of a type in a UT year. */
export function eventsOf(type: string, year: number): ReferenceEvent[] {
  return REFERENCE_EVENTS.filter((e) => e.type === type && e.iso.startsWith(String(year)));
}
