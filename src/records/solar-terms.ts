import { solarTermsBetween, type SolarTermCrossing } from '../calendars/solar-terms.js';
import { eventDate, eventRange, type EventRange } from './event-range.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Longest range findSolarTerms accepts, Julian years. */
export const SOLAR_TERM_MAX_SPAN_YEARS = 50;

/** A solar term found in a range. */
export interface SolarTermEvent extends SolarTermCrossing {
  /** The instant, ISO UT. */
  readonly date: string;
}

/**
 * @summary The 24 solar terms in a `{ from, to }` range (at most 50 years), in time order (numeric core:
 * `solarTermsBetween` of calendars/).
 * @example findSolarTerms({ from: '2024-01-01', to: '2024-12-31' }).length // 24
 */
export function findSolarTerms(range: EventRange): SolarTermEvent[] {
  refuseExtraArguments(arguments.length, 1, 'findSolarTerms(range)', "findSolarTerms({ from: '2024-01-01', to: '2024-12-31' })");
  const r = eventRange(range, SOLAR_TERM_MAX_SPAN_YEARS);
  return solarTermsBetween(r.from.jdTt, r.to.jdTt).map((t) => ({
    term: t.term,
    longitude: t.longitude,
    isMajor: t.isMajor,
    date: eventDate(t.jdUt),
    jdTt: t.jdTt,
    jdUt: t.jdUt,
  }));
}
