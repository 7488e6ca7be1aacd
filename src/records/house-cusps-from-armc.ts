import { requireNumberInRange } from '../errors/checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { requireOneOf } from './request-checks.js';
import { cuspsFromArmc, type HouseCuspLongitudes } from '../houses/house-cusps-from-armc.js';
import { HOUSE_SYSTEMS, type HouseSystem } from '../schemas/index.js';

/** Input of {@link houseCuspsFromArmc}; all angles in degrees. */
export interface HouseCuspsFromArmcInput {
  /** Right ascension of the meridian = local apparent sidereal time as an angle; any finite value (wrapped). */
  readonly armc: number;
  /** True obliquity of the ecliptic, 0..45. */
  readonly obliquity: number;
  /** Geographic latitude, −90..90, north positive. */
  readonly latitude: number;
  /** One of the 14 house systems; default `'Placidus'`. */
  readonly system?: HouseSystem;
}

/**
 * @summary House cusps and angles from the sidereal angle (ARMC), the true obliquity and the latitude — the pure
 * core of `houses()`, usable without a date (tables of houses, tests against published ARMC values).
 *
 * Polar policy (docs/houses.md): where the requested system is undefined — Placidus, Koch and Topocentric inside
 * the polar circles (|latitude| ≥ 90° − obliquity), Regiomontanus at the geographic poles, or any system whose
 * cusps would not run around the circle in one consistent order — the Porphyry cusps are returned with
 * `systemUsed: 'Porphyry'` and a warning that says why. Nothing is substituted silently and nothing throws for a
 * valid latitude. Errors: INVALID_ARGUMENT / OUT_OF_RANGE naming `armc` (finite), `obliquity` (0..45), `latitude`
 * (−90..90) or `system`. The numeric core, for callers with valid input, is `cuspsFromArmc`
 * (src/houses/house-cusps-from-armc.ts).
 * @example
 * houseCuspsFromArmc({ armc: 89.125, obliquity: 23.4406, latitude: 18.47, system: 'Koch' }).cusps[1]
 * // ≈ 210.10 (2nd cusp)
 */
export function houseCuspsFromArmc(input: HouseCuspsFromArmcInput): HouseCuspLongitudes {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new UraniaError('INVALID_ARGUMENT', 'input must be an object { armc, obliquity, latitude, system? }', {
      field: 'input',
      received: input,
      allowed: '{ armc, obliquity, latitude, system? }',
    });
  }
  return cuspsFromArmc(
    requireNumberInRange(input.armc, 'armc', -1e9, 1e9),
    requireNumberInRange(input.obliquity, 'obliquity', 0, 45),
    requireNumberInRange(input.latitude, 'latitude', -90, 90),
    input.system === undefined ? 'Placidus' : requireOneOf(input.system, 'system', HOUSE_SYSTEMS),
  );
}
