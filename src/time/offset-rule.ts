import { OFFSET_RULES, OFFSET_SOURCES } from '../schemas/civil-time-reading.js';
import type { ZoneState } from './zone-history.js';

/**
 * Which rule gave a civil time's UTC offset (issue 24), as the tz database describes the state in force:
 * - `LMT`: local mean time (before the zone's first standard time; Urania then uses the birth longitude's);
 * - `standard`: the zone's standard time (a city's legal mean time such as Paris Mean Time included);
 * - `DST`: daylight saving ("summer") time, the clocks one step ahead of standard time;
 * - `war time`: the year-round daylight saving of the United States and Canada in 1942–1945 (the tz database's
 *   EWT/CWT/MWT/PWT/AWT/NWT/HWT "War Time" and the "Peace Time" EPT/CPT/… that ended it; US Act of 20 January 1942);
 * - `double summer time`: clocks two hours or more ahead of standard time (British Double Summer Time 1947,
 *   Germany's "Midsummer Time" of 1945 and 1947);
 * - `wartime double summer time`: double summer time begun during the Second World War in Europe
 *   (1939-09-01..1945-05-08): British Double Summer Time 1941–1945 (Defence Regulations), Germany's CEMT.
 */
export type OffsetRule = (typeof OFFSET_RULES)[number];

/** Where a civil time's offset came from: the birth longitude (LMT), the tz database's history (before 1970), the runtime's `Intl`. */
export type OffsetSource = (typeof OFFSET_SOURCES)[number];

export { OFFSET_RULES, OFFSET_SOURCES };

const TWO_HOURS_MS = 2 * 3600 * 1000;
const WAR_IN_EUROPE_MS = [Date.UTC(1939, 8, 1), Date.UTC(1945, 4, 8)] as const;
/** North American War Time and Peace Time abbreviations of the tz database (`northamerica`, Rule US 1942/1945, letters W and P). */
const US_WAR_TIME = /^[A-Z]{1,2}[WP]T$/;
const WAR_TIME_YEARS_MS = [Date.UTC(1942, 0, 1), Date.UTC(1946, 0, 1)] as const;

/**
 * @summary The rule of a tz database state (see `OffsetRule`).
 * @example offsetRuleOf(zoneStateBefore1970('Europe/London', Date.UTC(1944, 5, 6))!) // 'wartime double summer time'
 */
export function offsetRuleOf(state: ZoneState): OffsetRule {
  if (state.abbreviation === 'LMT') return 'LMT';
  if (!state.isDst) return 'standard';
  if (state.offsetMs - state.standardOffsetMs >= TWO_HOURS_MS) {
    const s = state.sinceMs;
    return s >= WAR_IN_EUROPE_MS[0] && s < WAR_IN_EUROPE_MS[1] ? 'wartime double summer time' : 'double summer time';
  }
  if (US_WAR_TIME.test(state.abbreviation) && state.sinceMs >= WAR_TIME_YEARS_MS[0] && state.sinceMs < WAR_TIME_YEARS_MS[1]) return 'war time';
  return 'DST';
}
