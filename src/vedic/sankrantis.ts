import { findCrossings } from '../events/search.js';
import { ttFromUt } from '../time/time-scales.js';
import { siderealSunMoon } from './panchang-day.js';
import type { VedicConventions } from './vedic-conventions.js';

/** The sidereal signs (rashis) in order from Mesha, the names a sankranti carries (Mesha Sankranti …). */
export const RASHI_NAMES = [
  'Mesha', 'Vrishabha', 'Mithuna', 'Karka', 'Simha', 'Kanya', 'Tula', 'Vrishchika', 'Dhanu', 'Makara', 'Kumbha', 'Meena',
] as const;

/** A sankranti: the sign the Sun enters (0 Mesha) and the instant (UT Julian Day). */
export interface Sankranti {
  readonly sign: number;
  readonly jdUt: number;
}

/** Scan step, days: the Sun moves ≈ 1° a day, never 30° in two. */
const SANKRANTI_STEP_DAYS = 2;

/**
 * @summary The Sun's entries into the sidereal signs in [fromJdUt, toJdUt] — the sankrantis — under the conventions
 * (ayanamsa and positions as the Panchang takes them), found by the one search engine to 1e-6 day.
 */
export function sankrantis(fromJdUt: number, toJdUt: number, c: VedicConventions): Sankranti[] {
  const dt = ttFromUt(fromJdUt) - fromJdUt;
  const crossings = findCrossings(
    { angle: (t) => siderealSunMoon(t, c).sun, targets: RASHI_NAMES.map((_, i) => i * 30), stepDays: SANKRANTI_STEP_DAYS, toleranceDays: 1e-6 },
    fromJdUt + dt,
    toJdUt + dt,
  ).filter((x) => x.direction > 0);
  return crossings.map((x) => ({ sign: Math.round(x.target / 30) % 12, jdUt: x.jdTt - dt }));
}
