import { wording } from '../errors/error-wording.js';
import { requireNumberInRange } from '../errors/checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { GAUQUELIN_SECTORS } from '../houses/gauquelin.js';
import { houseContaining, type CuspLike } from '../houses/house-of.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The Gauquelin sector (1–36) holding an ecliptic longitude, given the 36 sector cusps of
 * `houses({ …, system: 'Gauquelin' })` (sector 1 first).
 *
 * Sector n is the arc from cusp n to cusp n + 1 (cusp 37 = cusp 1), cusp included, next cusp excluded, taken in the
 * direction the sectors run: clockwise, with the diurnal motion — sector 1 begins at the Ascendant, sector 10 at the
 * MC, 19 at the Descendant, 28 at the IC. A body is placed by its ecliptic longitude (its projection on the ecliptic
 * along the house circles is not made: for a body off the ecliptic the placement is that of its longitude).
 * Errors: INVALID_ARGUMENT / OUT_OF_RANGE naming `longitude`, `cusps` (not 36 of them) or `cusps[i]`.
 * @param longitude ecliptic longitude in degrees (any finite value; wrapped).
 * @param cusps the 36 sector cusp longitudes, or the `cusps` of a Gauquelin `Houses` record.
 * @returns 1..36.
 * @example sectorOf(h.ascendant - 1, houses({ at, latitude, longitude, system: 'Gauquelin' }).cusps) // 36
 */
export function sectorOf(longitude: number, cusps: readonly CuspLike[]): number {
  refuseExtraArguments(arguments.length, 2, 'sectorOf(longitude, cusps)', "sectorOf(h.ascendant - 1, houses({ at, latitude, longitude, system: 'Gauquelin' }).cusps)");
  requireNumberInRange(longitude, 'longitude', -1e9, 1e9);
  if (!Array.isArray(cusps) || cusps.length !== GAUQUELIN_SECTORS) {
    throw new UraniaError('INVALID_ARGUMENT', 'cusps must be the 36 Gauquelin sector cusps (sector 1 first)', {
      wording: wording('cusps.gauquelin', { field: 'cusps' }),
      field: 'cusps',
      received: Array.isArray(cusps) ? `array of ${cusps.length}` : typeof cusps,
      allowed: '36 longitudes in degrees (houses({ system: "Gauquelin" }).cusps)',
    });
  }
  const values = cusps.map((x, i) =>
    requireNumberInRange(typeof x === 'number' ? x : (x as Partial<Exclude<CuspLike, number>> | null)?.cusp?.longitude, `cusps[${i}]`, -1e9, 1e9),
  );
  return houseContaining(longitude, values);
}
