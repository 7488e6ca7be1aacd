import type { EclipseEvent } from '../schemas/eclipses.js';
import { EARTH_RADIUS_KM, lunarEclipseGeometry, solarEclipseGeometry } from './eclipse-geometry.js';
import { parabolicMinimum } from './search.js';
import { sunMoon } from './sun-moon.js';

/**
 * Greatest eclipse: one pass of parabolic interpolation of the squared distance (shadow axis from the
 * Earth's centre; Moon from the shadow's centre) through the syzygy ± 0.02 day. The relative motion is nearly
 * uniform, so the squared distance is nearly quadratic: a second pass (step 0.002 day) moves the result by
 * < 0.1 s on the 228 reference eclipses (max |Δ| vs the reference 8.1 s either way), so one pass is used.
 */
const PARABOLA_STEP_DAYS = 0.02;

/** The eclipse found at one syzygy (TT), with its geometry at greatest eclipse. */
export interface SyzygyEclipse {
  readonly kind: 'solar' | 'lunar';
  readonly type: EclipseEvent['type'];
  readonly jdTt: number;
  /** Apparent longitude of the Moon at greatest eclipse, degrees. */
  readonly moonLongitude: number;
  readonly magnitude: number;
  /**
   * γ at greatest eclipse, Earth equatorial radii, positive north: solar, the distance of the shadow axis from
   * the Earth's centre; lunar, the distance of the Moon's centre from the shadow axis.
   */
  readonly gamma: number;
  /** Lunar: the penumbral magnitude. */
  readonly penumbralMagnitude?: number;
}

/**
 * @summary The solar eclipse at the new moon near a TT Julian day, or undefined when the penumbra misses the
 * Earth. Type: central (the axis meets the Earth) total where the umbra reaches the surface at greatest eclipse,
 * hybrid when it does there but not at the ends of the path (the fundamental plane: sunrise and sunset points),
 * annular otherwise; non-central total or annular when the edge of the umbra or antumbra touches the Earth;
 * else partial.
 */
export function solarEclipseNear(t0: number): SyzygyEclipse | undefined {
  const best = parabolicMinimum((t) => solarEclipseGeometry(sunMoon(t)).gamma ** 2, t0, PARABOLA_STEP_DAYS, 1);
  const sm = sunMoon(best.jdTt);
  const g = solarEclipseGeometry(sm);
  const a = EARTH_RADIUS_KM;
  if (g.gammaEllipsoid >= 1 + g.penumbraKm / a) return undefined;
  let type: EclipseEvent['type'];
  if (g.gammaEllipsoid < 1) type = g.umbraAtSurfaceKm > 0 ? (g.umbraKm > 0 ? 'total' : 'hybrid') : 'annular';
  else if (g.gammaEllipsoid < 1 + Math.abs(g.umbraKm) / a) type = g.umbraKm > 0 ? 'total' : 'annular';
  else type = 'partial';
  return { kind: 'solar', type, jdTt: best.jdTt, moonLongitude: sm.moon.longitude, magnitude: g.magnitude, gamma: g.signedGamma };
}

/**
 * @summary The lunar eclipse at the full moon near a TT Julian day, or undefined when the Moon misses the
 * penumbra: total / partial / penumbral by Danjon's shadow.
 */
export function lunarEclipseNear(t0: number): SyzygyEclipse | undefined {
  const best = parabolicMinimum((t) => lunarEclipseGeometry(sunMoon(t)).distanceDeg ** 2, t0, PARABOLA_STEP_DAYS, 1);
  const sm = sunMoon(best.jdTt);
  const g = lunarEclipseGeometry(sm);
  if (g.penumbralMagnitude <= 0) return undefined;
  const type: EclipseEvent['type'] = g.umbralMagnitude >= 1 ? 'total' : g.umbralMagnitude > 0 ? 'partial' : 'penumbral';
  return {
    kind: 'lunar',
    type,
    jdTt: best.jdTt,
    moonLongitude: sm.moon.longitude,
    magnitude: type === 'penumbral' ? g.penumbralMagnitude : g.umbralMagnitude,
    gamma: g.gamma,
    penumbralMagnitude: g.penumbralMagnitude,
  };
}
