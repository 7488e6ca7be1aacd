/**
 * The mundane position of a point for primary directions: where it stands in the diurnal rotation, on a scale of
 * "mundane degrees" (30 per house) measured westward from the upper meridian — −90 on the eastern horizon, 0 on the
 * upper meridian, +90 on the western horizon, ±180 on the lower meridian. A direction rotates the sphere (adds to the
 * RAMC, i.e. to every hour angle) until the moving point reaches a target mundane position; the rotation is the arc.
 *
 * Angles in degrees. H is the hour angle west of the upper meridian (RAMC − α), δ the declination, φ the geographic
 * latitude.
 *
 * **Placidus (semi-arc)** — Placidus de Titis, *Primum Mobile* (1657), canons on the semi-arcs; the method of Ptolemy,
 * *Tetrabiblos* III.10, as Placidus read it; M. Gansten, *Primary Directions* (2009), ch. 4 and 7. The ascensional
 * difference AD = asin(tan φ · tan δ); the diurnal semi-arc DSA = 90° + AD, the nocturnal NSA = 90° − AD. A point's
 * position is its hour angle as a proportion of its own semi-arc: above the horizon q = 90 · H / DSA; below it the
 * proportion of the nocturnal semi-arc from the horizon, q = ±(90 + 90 · (|H| − DSA) / NSA). Two points have the same
 * Placidian position when they have run the same proportion of their semi-arcs ("as the semi-arc of the significator
 * is to its meridian distance, so is the semi-arc of the promissor to its secondary distance"). Points that never rise
 * or never set (|tan φ · tan δ| ≥ 1) have no semi-arc: no direction is formed with them.
 *
 * **Regiomontanus** — Regiomontanus, *Tabulae directionum* (1467); Gansten 2009, ch. 8; B. Makransky, *Primary
 * Directions* (1988), ch. IV. The circles of position pass through the north and south points of the horizon and
 * divide the equator into equal parts; a point's position is the hour angle E of the equator point its circle
 * passes through. From the plane through the south point (sin φ, 0, −cos φ) and the equator point at hour angle E
 * (derivation in docs/directions.md): tan E = sin H / (cos H + tan φ · tan δ), the quadrant that of the point's
 * altitude (the denominator has the sign of sin altitude). The pole of the circle (the elevation of the celestial pole
 * above it) is tan p = tan φ · sin E — the "pole of the significator" of the classical method, under which the arc
 * is the difference of oblique ascensions (a test computes it that way).
 */

import { DEG_PER_RAD, RAD_PER_DEG } from '../../units/index.js';

export const PRIMARY_DIRECTION_METHODS = ['placidus', 'regiomontanus'] as const;
export type PrimaryDirectionMethod = (typeof PRIMARY_DIRECTION_METHODS)[number];

/** A point on the sphere: right ascension α and declination δ, degrees. */
export interface EquatorialPoint {
  readonly rightAscension: number;
  readonly declination: number;
}

/** Above this |tan φ · tan δ| a point is taken as circumpolar (no semi-arc; no Regiomontanus inverse near the pole). */
const CIRCUMPOLAR = 1 - 1e-12;

/** @summary An angle in (−180, 180]. */
export function signed180(deg: number): number {
  const x = ((deg % 360) + 360) % 360;
  return x > 180 ? x - 360 : x;
}

/** @summary The semi-arcs of a declination at a latitude, or undefined for a point that never rises or never sets. */
export function semiArcs(declination: number, latitude: number): { diurnal: number; nocturnal: number } | undefined {
  const x = Math.tan(latitude * RAD_PER_DEG) * Math.tan(declination * RAD_PER_DEG);
  if (!(Math.abs(x) < CIRCUMPOLAR)) return undefined;
  const ad = Math.asin(x) * DEG_PER_RAD;
  return { diurnal: 90 + ad, nocturnal: 90 - ad };
}

/**
 * @summary The mundane position (degrees, −180..180) of a point of hour angle `hourAngle` and declination
 * `declination` by `method`; undefined when the point has no semi-arc (Placidus).
 * @example mundanePosition('placidus', -60, 0, 40) // -60 (a point of the equator: its hour angle)
 */
export function mundanePosition(method: PrimaryDirectionMethod, hourAngle: number, declination: number, latitude: number): number | undefined {
  const h = signed180(hourAngle);
  if (method === 'regiomontanus') {
    const k = Math.tan(latitude * RAD_PER_DEG) * Math.tan(declination * RAD_PER_DEG);
    return Math.atan2(Math.sin(h * RAD_PER_DEG), Math.cos(h * RAD_PER_DEG) + k) * DEG_PER_RAD;
  }
  const arcs = semiArcs(declination, latitude);
  if (arcs === undefined) return undefined;
  if (Math.abs(h) <= arcs.diurnal) return (90 * h) / arcs.diurnal;
  const below = 90 + (90 * (Math.abs(h) - arcs.diurnal)) / arcs.nocturnal;
  return h > 0 ? below : -below;
}

/**
 * @summary The hour angle (degrees) at which a point of declination `declination` has the mundane position
 * `position` — the inverse of `mundanePosition`; undefined when no hour angle has it (circumpolar points; a
 * Regiomontanus circle the point's parallel does not meet).
 * @example hourAngleAt('placidus', -90, 0, 40) // -90 (the equator rises six hours before culminating)
 */
export function hourAngleAt(method: PrimaryDirectionMethod, position: number, declination: number, latitude: number): number | undefined {
  const q = signed180(position);
  if (method === 'regiomontanus') {
    const k = Math.tan(latitude * RAD_PER_DEG) * Math.tan(declination * RAD_PER_DEG);
    const s = k * Math.sin(q * RAD_PER_DEG);
    if (!(Math.abs(s) <= 1)) return undefined;
    // sin(H − E) = k · sin E: two hour angles; the one whose circle meets the equator at E (not E + 180°).
    const shift = Math.asin(s) * DEG_PER_RAD;
    for (const h of [q + shift, q + 180 - shift]) {
      const back = mundanePosition('regiomontanus', h, declination, latitude)!;
      if (Math.abs(signed180(back - q)) < 1e-6) return signed180(h);
    }
    return undefined;
  }
  const arcs = semiArcs(declination, latitude);
  if (arcs === undefined) return undefined;
  if (Math.abs(q) <= 90) return (q * arcs.diurnal) / 90;
  const below = arcs.diurnal + ((Math.abs(q) - 90) * arcs.nocturnal) / 90;
  return q > 0 ? below : -below;
}

/**
 * @summary The arc of direction (degrees, 0 ≤ arc < 360): the rotation of the sphere, with the primary motion, that
 * brings the moving point `mover` (at `ramc`) to the mundane position `target`; undefined when it never gets there.
 * @example rotationTo('placidus', { rightAscension: 100, declination: 0 }, 0, 70, 40) // 30 (the equator point culminates 30° later)
 */
export function rotationTo(method: PrimaryDirectionMethod, mover: EquatorialPoint, target: number, ramc: number, latitude: number): number | undefined {
  const h = hourAngleAt(method, target, mover.declination, latitude);
  if (h === undefined) return undefined;
  const arc = (((h - (ramc - mover.rightAscension)) % 360) + 360) % 360;
  // A point directed to its own place: 0, not 360 less a rounding.
  return arc < 1e-9 || arc > 360 - 1e-9 ? 0 : arc;
}
