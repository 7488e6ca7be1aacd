import { elongationAt, illuminationPercent, phaseAngleOf, phaseName } from '../events/moon-phase.js';
import { findLunations } from '../events/moon-phases.js';
import { sunMoon } from '../events/sun-moon.js';
import { dayMoon } from '../horoscope/day-moon.js';
import type { YearLunation } from '../horoscope/year-events.js';
import type { MoonPhaseInfo } from '../schemas/moon-phase.js';
import { PRINCIPAL_MOON_PHASES } from '../schemas/record-enums.js';
import { instant, isoString, SUPPORTED_RANGE, type TimeInput } from '../time/instant.js';
import { localDay, localDateOf, type LocalDay } from '../time/local-day.js';
import { ttFromUt, utFromTt } from '../time/time-scales.js';
import { signedDelta } from '../units/angle.js';
import { signOf } from '../zodiac/signs.js';
import { offsetZoneOf, queryDay, queryTimeZone } from './query-local-date.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** A date alone (`2024-01-25`, `-0500-03-21`): a day, not an instant (docs/horoscopes.md "Moon phase of a day"). */
const DATE_ONLY = /^[+-]?\d{4,6}-\d{2}-\d{2}$/;

/**
 * @summary The members that name the phase convention of a day's record (issue 22 #13): `phaseConvention: 'day'` and
 * `phaseInstant`, the day's local noon (UT), where its illumination is taken.
 * @example dayPhaseMembers(localDay('2024-01-25', 'UTC')) // { phaseConvention: 'day', phaseInstant: '2024-01-25T12:00:00Z' }
 */
export function dayPhaseMembers(day: LocalDay): { phaseConvention: 'day'; phaseInstant: string } {
  return { phaseConvention: 'day', phaseInstant: isoString(day.noonJdUt, 'second') };
}

/** The principal lunations around a local day (half a day either side, within the supported span). */
function lunationsAround(day: LocalDay): YearLunation[] {
  const from = Math.max(day.startJdUt - 0.5, SUPPORTED_RANGE.fromJd);
  const to = Math.min(day.endJdUt + 0.5, SUPPORTED_RANGE.toJd);
  return findLunations(ttFromUt(from), ttFromUt(to), [0, 90, 180, 270]).map((l) => ({
    phase: PRINCIPAL_MOON_PHASES[Math.round(l.target / 90) % 4]!,
    jdTt: l.jdTt,
    jdUt: utFromTt(l.jdTt),
    longitude: l.moonLongitude,
    sign: signOf(l.moonLongitude),
  }));
}

/**
 * @summary The Moon's phase (spec MoonPhaseInfo), by one documented rule (docs/horoscopes.md "Moon phase of a day",
 * issue 22 #13): **a date alone is a day, a date-time (a Date, an Instant) an instant**.
 * - A date alone (`'2024-01-25'`) is the local day in `timezone` (default UTC): the phase of the day — the principal
 *   phase on the date of the exact lunation, else the quarter's intermediate name at local noon — with the
 *   illumination at local noon, exactly as the almanac and the daily horoscope give it (`phaseConvention: 'day'`).
 * - An instant is named by the elongation then (see phaseName), the illumination at that instant
 *   (`phaseConvention: 'instant'`); its `date` is the local date in `timezone` when given (an IANA name), else in the
 *   offset the date-time is written with (`…T23:30:00-05:00` is dated at UTC−05:00), else in UTC.
 * `phaseInstant` says which instant the illumination is for.
 * @example moonPhase('2024-03-25T07:00:00Z').phase // 'Full Moon'
 * @example moonPhase('2024-01-25').phase // 'Full Moon' (the Full Moon of 17:54 UT falls on that day)
 * @example moonPhase('2024-03-24T23:00:00-05:00').date // '2024-03-24'
 */
export function moonPhase(at: TimeInput, timezone?: string): MoonPhaseInfo {
  refuseExtraArguments(arguments.length, 2, 'moonPhase(at, timezone?)', "moonPhase('2024-03-25T07:00:00Z')");
  if (typeof at === 'string' && DATE_ONLY.test(at.trim())) {
    const named = queryDay(at.trim(), timezone, 'at');
    const day = localDay(named.date, named.timezone);
    const moon = dayMoon(day, lunationsAround(day));
    return { phase: moon.phase, illumination: moon.illumination, date: day.date, ...dayPhaseMembers(day) };
  }
  const t = instant(at);
  const zone = timezone === undefined ? offsetZoneOf(at, 'at') : queryTimeZone(timezone);
  const sm = sunMoon(t.jdTt);
  return {
    phase: phaseName(signedDelta(sm.sun.longitude, sm.moon.longitude)),
    illumination: illuminationPercent(sm),
    date: zone === 'UTC' ? isoString(t.jdUt, 'date') : localDateOf(t.jdUt, zone),
    phaseConvention: 'instant',
    phaseInstant: isoString(t.jdUt, 'second'),
  };
}

/**
 * @summary The elongation of the Moon east of the Sun in longitude at an instant, degrees [0, 360).
 * @example elongation('2024-03-25T07:00:00Z') // ≈ 180
 */
export function elongation(at: TimeInput): number {
  refuseExtraArguments(arguments.length, 1, 'elongation(at)', "elongation('2024-03-25T07:00:00Z')");
  return elongationAt(instant(at).jdTt);
}

/**
 * @summary The Moon's phase angle at an instant (angle Sun–Moon–Earth), degrees [0, 180]: 180 at new Moon,
 * 0 at full Moon.
 * @example moonPhaseAngle('2024-03-25T07:00:00Z') // ≈ 1 (nearly full)
 */
export function moonPhaseAngle(at: TimeInput): number {
  refuseExtraArguments(arguments.length, 1, 'moonPhaseAngle(at)', "moonPhaseAngle('2024-03-25T07:00:00Z')");
  return phaseAngleOf(sunMoon(instant(at).jdTt));
}
