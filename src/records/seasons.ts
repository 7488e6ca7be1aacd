import { nextSeasonAfter, seasonsBetween } from '../events/seasons.js';
import type { Crossing } from '../events/search.js';
import { SEASON_TYPES } from '../schemas/record-enums.js';
import { SeasonsRequest, type Season } from '../schemas/seasons.js';
import { instant, type TimeInput } from '../time/instant.js';
import { signOf } from '../zodiac/signs.js';
import { eventDateOfTt, parseRange, type EventRange } from './event-range.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Longest range findSeasons accepts: the whole supported span (401 years). */
export const SEASONS_MAX_SPAN_YEARS = 401;

function toSeason(c: Crossing): Season {
  return { type: SEASON_TYPES[Math.round(c.target / 90) % 4]!, sign: signOf(c.target), date: eventDateOfTt(c.jdTt) };
}

/**
 * @summary Equinoxes and solstices in a range, in time order: the instants the apparent geocentric longitude
 * of the Sun (true ecliptic and equinox of date) is 0° (March equinox), 90°, 180°, 270°. Within 1 s (TT) of
 * the reference.
 * @example findSeasons({ from: '2024-01-01', to: '2025-01-01' })[0] // { type: 'March equinox', sign: 'Aries', date: '2024-03-20T03:06:…Z' }
 */
export function findSeasons(range: EventRange): Season[] {
  refuseExtraArguments(arguments.length, 1, 'findSeasons(range)', "findSeasons({ from: '2024-01-01', to: '2025-01-01' })");
  const { from, to } = parseRange(SeasonsRequest, range, SEASONS_MAX_SPAN_YEARS).range;
  return seasonsBetween(from.jdTt, to.jdTt).map(toSeason);
}

/**
 * @summary The first equinox or solstice strictly after an instant, or null past the supported range.
 * @example nextSeason('2024-03-21')?.type // 'June solstice'
 */
export function nextSeason(after: TimeInput): Season | null {
  refuseExtraArguments(arguments.length, 1, 'nextSeason(after)', "nextSeason('2024-03-21')");
  const found = nextSeasonAfter(instant(after, 'after').jdTt);
  return found === undefined ? null : toSeason(found);
}
