import { apparentContext } from '../ephemeris/apparent-context.js';
import { apparentFromGeocentric, apparentSun, type ApparentPlace } from '../ephemeris/apparent-place.js';
import { moonGeocentricPosition } from '../ephemeris/moon.js';
import { signedDelta } from '../units/angle.js';
import { coarseMoonState } from './coarse-sun-moon.js';

/** The apparent Sun and Moon at one instant (geocentric, true ecliptic and equinox of date). */
export interface SunMoon {
  readonly jdTt: number;
  readonly sun: ApparentPlace;
  readonly moon: ApparentPlace;
}

/**
 * @summary The apparent Sun and Moon from the full theories (VSOP87 Earth, ELP/MPP02 Moon, the rigorous
 * apparent-place pipeline of the ephemeris layer), evaluated directly: the sparse, once-per-event evaluation
 * of lunation and eclipse searches, where filling Chebyshev segments would cost more than it saves.
 * The Moon's POSITION is the full series; its velocity — used only for the 1.3-second light-time step and
 * the daily motion — comes from the coarse series (coarse-sun-moon.ts), which shifts the place by < 0.01″.
 * `moon.speed` is therefore good to about 0.01°/day: use ephemeris/bodyPosition for a precise speed.
 */
export function sunMoon(jdTt: number): SunMoon {
  const ctx = apparentContext(jdTt);
  const p = moonGeocentricPosition(jdTt);
  const v = coarseMoonState(jdTt);
  const moon = apparentFromGeocentric(ctx, { x: p.x, y: p.y, z: p.z, vx: v.vx, vy: v.vy, vz: v.vz });
  return { jdTt, sun: apparentSun(ctx), moon };
}

/** @summary Apparent elongation in longitude of the Moon from the Sun, degrees (−180, 180], and its rate. */
export function elongationOf(sm: SunMoon): { value: number; rate: number } {
  return { value: signedDelta(sm.sun.longitude, sm.moon.longitude), rate: sm.moon.speed - sm.sun.speed };
}
