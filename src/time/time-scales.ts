import { SECONDS_PER_DAY } from '../units/constants.js';
import { deltaT } from './delta-t.js';

/**
 * The one place where the two time scales of Urania meet: Terrestrial Time (TT, the ephemeris' uniform time)
 * and Universal Time (UT1, the Earth's rotation). TT = UT + ΔT, with ΔT from `deltaT()` (Espenak & Meeus 2006
 * polynomials blended with the observed table; see delta-t.ts). Layers outside `time/` convert through these
 * helpers instead of writing `jd + deltaT(jd) / 86400` inline.
 */

/**
 * @summary The TT Julian day of a UT Julian day: jdTt = jdUt + ΔT(jdUt) / 86400 (no range check).
 * @example ttFromUt(2451544.5) - 2451544.5 // ≈ 63.83 s in days (2000-01-01)
 */
export function ttFromUt(jdUt: number): number {
  return jdUt + deltaT(jdUt) / SECONDS_PER_DAY;
}

/**
 * @summary The UT Julian day of a TT Julian day, solving jdUt + ΔT(jdUt) / 86400 = jdTt by three fixed-point
 * steps (ΔT changes by less than 1e-8 s per second, so the iteration converges far below a microsecond).
 * No range check.
 * @example utFromTt(ttFromUt(2460000.5)) // 2460000.5 (to round-off)
 */
export function utFromTt(jdTt: number): number {
  let jdUt = jdTt - deltaT(jdTt) / SECONDS_PER_DAY;
  jdUt = jdTt - deltaT(jdUt) / SECONDS_PER_DAY;
  return jdTt - deltaT(jdUt) / SECONDS_PER_DAY;
}
