import { elongationAt, illuminationPercent, phaseAngleOf, phaseName } from '../events/moon-phase.js';
import { sunMoon } from '../events/sun-moon.js';
import type { MoonPhaseInfo } from '../schemas/moon-phase.js';
import { instant, isoString, type TimeInput } from '../time/instant.js';
import { signedDelta } from '../units/angle.js';
import { localDateOf } from '../time/local-day.js';
import { offsetZoneOf, queryTimeZone } from './query-local-date.js';

/**
 * @summary The Moon's phase at an instant (spec MoonPhaseInfo): the eight-name phase from the apparent
 * elongation (see phaseName), the illuminated percentage, and the local date of the instant — in `timezone` when
 * given (an IANA name), else in the offset the date-time is written with (`…T23:30:00-05:00` is dated at UTC−05:00,
 * docs/horoscopes.md "Inputs and errors"), else in UTC.
 * @example moonPhase('2024-03-25T07:00:00Z').phase // 'Full Moon'
 * @example moonPhase('2024-03-24T23:00:00-05:00').date // '2024-03-24'
 */
export function moonPhase(at: TimeInput, timezone?: string): MoonPhaseInfo {
  const t = instant(at);
  const zone = timezone === undefined ? offsetZoneOf(at, 'at') : queryTimeZone(timezone);
  const sm = sunMoon(t.jdTt);
  return {
    phase: phaseName(signedDelta(sm.sun.longitude, sm.moon.longitude)),
    illumination: illuminationPercent(sm),
    date: zone === 'UTC' ? isoString(t.jdUt, 'date') : localDateOf(t.jdUt, zone),
  };
}

/**
 * @summary The elongation of the Moon east of the Sun in longitude at an instant, degrees [0, 360).
 * @example elongation('2024-03-25T07:00:00Z') // ≈ 180
 */
export function elongation(at: TimeInput): number {
  return elongationAt(instant(at).jdTt);
}

/**
 * @summary The Moon's phase angle at an instant (angle Sun–Moon–Earth), degrees [0, 180]: 180 at new Moon,
 * 0 at full Moon.
 * @example moonPhaseAngle('2024-03-25T07:00:00Z') // ≈ 1 (nearly full)
 */
export function moonPhaseAngle(at: TimeInput): number {
  return phaseAngleOf(sunMoon(instant(at).jdTt));
}
