import { deltaT as deltaTAt } from '../time/delta-t.js';
import { deltaTUncertaintySeconds as deltaTUncertaintyAt } from '../time/delta-t-uncertainty.js';
import type { TimeInput } from '../time/instant.js';
import { julianDayOf } from './finite-number.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary ΔT = TT − UT1 in seconds (time/delta-t.ts: Stephenson, Morrison & Hohenkerk 2016 spline, IERS
 * observations, the long-term parabola beyond) at a moment: a Julian Day (UT) number, an ISO string, a Date or an
 * Instant. Anything else is a `UraniaError` naming `jdUt` (issue 11 #7).
 * @example deltaT(2451544.5) // 63.83 (2000-01-01)
 * @example deltaT('2000-01-01') // 63.83
 */
export function deltaT(jdUt: number | TimeInput): number {
  refuseExtraArguments(arguments.length, 1, 'deltaT(jdUt)', 'deltaT(2451544.5)');
  return deltaTAt(julianDayOf(jdUt, 'jdUt', 'UT'));
}

/**
 * @summary The 1σ uncertainty (seconds) of ΔT at a moment (time/delta-t-uncertainty.ts: 0.1 s since 1955, ~1 s at
 * 1800, 20 s at 1600, 265 s at year 0 (Morrison & Stephenson 2004), growing after 2025 to ~60 s by 2200): a Julian
 * Day (UT) number, an ISO string, a Date or an Instant. Anything else is a `UraniaError` naming `jdUt`.
 * @example deltaTUncertaintySeconds('2000-01-01') // 0.1
 */
export function deltaTUncertaintySeconds(jdUt: number | TimeInput): number {
  refuseExtraArguments(arguments.length, 1, 'deltaTUncertaintySeconds(jdUt)', "deltaTUncertaintySeconds('2000-01-01')");
  return deltaTUncertaintyAt(julianDayOf(jdUt, 'jdUt', 'UT'));
}
