import { elongationAt, illuminationPercent, phaseAngleOf, phaseName } from '../events/moon-phase.js';
import { sunMoon } from '../events/sun-moon.js';
import type { MoonPhaseInfo } from '../schemas/moon-phase.js';
import { instant, isoString, type TimeInput } from '../time/instant.js';
import { signedDelta } from '../units/angle.js';

/**
 * @summary The Moon's phase at an instant (spec MoonPhaseInfo): the eight-name phase from the apparent
 * elongation (see phaseName), the illuminated percentage, and the UTC date of the instant.
 * @example moonPhase('2024-03-25T07:00:00Z').phase // 'Full Moon'
 */
export function moonPhase(at: TimeInput): MoonPhaseInfo {
  const t = instant(at);
  const sm = sunMoon(t.jdTt);
  return {
    phase: phaseName(signedDelta(sm.sun.longitude, sm.moon.longitude)),
    illumination: illuminationPercent(sm),
    date: isoString(t.jdUt, 'date'),
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
