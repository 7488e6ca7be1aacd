import { wording } from '../errors/error-wording.js';
import { requireNumberInRange } from '../errors/checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { houseContaining, type CuspLike } from '../houses/house-of.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The house (1–12) holding an ecliptic longitude, given the twelve cusps (house 1 first).
 *
 * House n is the arc from cusp n to cusp n + 1 (cusp 13 = cusp 1), cusp included, next cusp excluded. The arc is
 * taken in the direction the houses run: in the order of the signs for ordinary charts, against it when the cusps
 * are reversed (Campanus/Regiomontanus inside the polar circles with the MC below the horizon) — the direction is
 * read from the cusps themselves. The 0° Aries wrap is handled by measuring every arc modulo 360°.
 * Errors: INVALID_ARGUMENT / OUT_OF_RANGE naming `longitude`, `cusps` (not 12 of them) or `cusps[i]`. The numeric
 * core, for callers with valid input, is `houseContaining` (src/houses/house-of.ts).
 * @param longitude ecliptic longitude in degrees (any finite value; wrapped).
 * @param cusps twelve cusp longitudes or `HouseCusp` records.
 * @returns 1..12.
 * @example houseOf(5, [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320]) // 1
 */
export function houseOf(longitude: number, cusps: readonly CuspLike[]): number {
  refuseExtraArguments(arguments.length, 2, 'houseOf(longitude, cusps)', 'houseOf(5, [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320])');
  requireNumberInRange(longitude, 'longitude', -1e9, 1e9);
  if (!Array.isArray(cusps) || cusps.length !== 12) {
    throw new UraniaError('INVALID_ARGUMENT', 'cusps must be an array of 12 cusp longitudes (house 1 first)', {
      wording: wording('cusps.twelve', { field: 'cusps' }),
      field: 'cusps',
      received: Array.isArray(cusps) ? `array of ${cusps.length}` : typeof cusps,
      allowed: '12 longitudes in degrees',
    });
  }
  const values = cusps.map((x, i) =>
    requireNumberInRange(typeof x === 'number' ? x : (x as Partial<Exclude<CuspLike, number>> | null)?.cusp?.longitude, `cusps[${i}]`, -1e9, 1e9),
  );
  return houseContaining(longitude, values);
}
