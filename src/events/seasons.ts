import { apparentContext } from '../ephemeris/apparent-context.js';
import { apparentSun } from '../ephemeris/apparent-place.js';
import type { Season } from '../schemas/library-events.js';
import { SEASON_TYPES } from '../schemas/record-enums.js';
import { instant, instantFromJulianDay, type TimeInput } from '../time/instant.js';
import { signOf } from '../zodiac/signs.js';
import { coarseSunLongitude } from './coarse-sun-moon.js';
import { SUPPORTED_END_JD_TT, eventDate, eventRange, type EventRange } from './event-range.js';
import { findCrossings, type Crossing } from './search.js';

/** Longest range findSeasons accepts: the whole supported span (401 years). */
export const SEASONS_MAX_SPAN_YEARS = 401;

/**
 * Scan step 30 days (the Sun moves ≈ 30°, the targets are 90° apart). Seeds come from the coarse Sun (within
 * 0.01°, i.e. ≤ 15 minutes) and are polished by Newton steps on the full apparent Sun with its analytic rate;
 * |f″/2f′| < 2e-4/day, so a step below 0.02 day leaves < 1e-7 day (10 ms).
 */
export const SEASON_STEP_DAYS = 30;

/** @summary Apparent longitude of the Sun (full theory) and its daily motion, at a TT Julian Day. */
export function preciseSun(jdTt: number): { value: number; rate: number } {
  const s = apparentSun(apparentContext(jdTt));
  return { value: s.longitude, rate: s.speed };
}

/**
 * @summary Every instant in [fromJdTt, toJdTt] when the apparent longitude of the Sun reaches one of the target
 * longitudes (degrees): the engine with the coarse Sun as scan and the full Sun as polish.
 */
export function findSolarLongitudes(fromJdTt: number, toJdTt: number, targets: readonly number[], stepDays = SEASON_STEP_DAYS): Crossing[] {
  return findCrossings(
    {
      angle: coarseSunLongitude,
      targets,
      stepDays,
      polish: { evaluate: preciseSun, convergedStepDays: 0.02 },
    },
    fromJdTt,
    toJdTt,
  );
}

function toSeason(c: Crossing): Season {
  return {
    type: SEASON_TYPES[Math.round(c.target / 90) % 4]!,
    sign: signOf(c.target),
    date: eventDate(instantFromJulianDay(c.jdTt, 'TT').jdUt),
  };
}

/**
 * @summary Equinoxes and solstices in a range, in time order: the instants the apparent geocentric longitude
 * of the Sun (true ecliptic and equinox of date) is 0° (March equinox), 90°, 180°, 270°. Within 1 s (TT) of
 * the reference.
 * @example findSeasons({ from: '2024-01-01', to: '2025-01-01' })[0] // { type: 'March equinox', sign: 'Aries', date: '2024-03-20T03:06:…Z' }
 */
export function findSeasons(range: EventRange): Season[] {
  const { from, to } = eventRange(range, SEASONS_MAX_SPAN_YEARS);
  return findSolarLongitudes(from.jdTt, to.jdTt, [0, 90, 180, 270]).map(toSeason);
}

/**
 * @summary The first equinox or solstice strictly after an instant, or null past the supported range.
 * @example nextSeason('2024-03-21')?.type // 'June solstice'
 */
export function nextSeason(after: TimeInput): Season | null {
  const start = instant(after, 'after').jdTt;
  const found = findSolarLongitudes(start, Math.min(start + 100, SUPPORTED_END_JD_TT), [0, 90, 180, 270]).filter((c) => c.jdTt > start);
  return found.length === 0 ? null : toSeason(found[0]!);
}
