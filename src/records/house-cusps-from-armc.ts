import { wording } from '../errors/error-wording.js';
import { requireNumberInRange } from '../errors/checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { requireOneOf } from './request-checks.js';
import { cuspsFromArmc, type HouseCuspLongitudes } from '../houses/house-cusps-from-armc.js';
import { HOUSE_SYSTEM_TABLE } from '../houses/house-systems.js';
import { ALL_HOUSE_SYSTEMS, type AnyHouseSystem } from '../schemas/index.js';
import { normalizeDegrees } from '../units/angle.js';
import { LABEL_LOCALES, type LabelLocale } from '../schemas/label-locale.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Input of {@link houseCuspsFromArmc}; all angles in degrees. */
export interface HouseCuspsFromArmcInput {
  /** Right ascension of the meridian = local apparent sidereal time as an angle; any finite value (wrapped). */
  readonly armc: number;
  /** True obliquity of the ecliptic, 0..45. */
  readonly obliquity: number;
  /** Geographic latitude, −90..90, north positive. */
  readonly latitude: number;
  /** One of the 25 house systems (`ALL_HOUSE_SYSTEMS`: the spec's 14, ten more, Gauquelin); default `'Placidus'`. */
  readonly system?: AnyHouseSystem;
  /** Apparent declination of the Sun, −90..90: required by `'Sunshine'` and `'SunshineTreindl'`, ignored otherwise. */
  readonly sunDeclination?: number;
  /**
   * An ayanamsa in degrees, −360..360, for sidereal cusps (issue 15): subtracted from every cusp, the Ascendant,
   * MC, Vertex and East Point (the ARMC stays). Default 0 (tropical). There is no date here, so it is a value,
   * not a system: `ayanamsa(system, at)` gives it for an instant.
   */
  readonly ayanamsa?: number;
  /** The language of `warnings` (issue 31): one of the ten label locales; default en. */
  readonly locale?: LabelLocale;
}

/**
 * @summary House cusps and angles from the sidereal angle (ARMC), the true obliquity and the latitude — the pure
 * core of `houses()`, usable without a date (tables of houses, tests against published ARMC values).
 *
 * Polar policy (docs/houses.md): where the requested system is undefined — Placidus, Koch and Topocentric inside
 * the polar circles (|latitude| ≥ 90° − obliquity), Regiomontanus at the geographic poles, or any system whose
 * cusps would not run around the circle in one consistent order — the Porphyry cusps are returned with
 * `systemUsed: 'Porphyry'` and a warning that says why. Nothing is substituted silently and nothing throws for a
 * valid latitude. Gauquelin gives the 36 sector cusps (sector 1 = Ascendant, numbered clockwise). Errors:
 * INVALID_ARGUMENT / OUT_OF_RANGE naming `armc` (finite), `obliquity` (0..45), `latitude` (−90..90), `system` or
 * `sunDeclination` (−90..90) or `ayanamsa` (−360..360: sidereal cusps, every longitude minus it); MISSING_ARGUMENT naming `sunDeclination` for the Sunshine systems without it. The
 * numeric core, for callers with valid input, is `cuspsFromArmc`
 * (src/houses/house-cusps-from-armc.ts).
 * @example
 * houseCuspsFromArmc({ armc: 89.125, obliquity: 23.4406, latitude: 18.47, system: 'Koch' }).cusps[1]
 * // ≈ 210.10 (2nd cusp)
 */
export function houseCuspsFromArmc(input: HouseCuspsFromArmcInput): HouseCuspLongitudes {
  refuseExtraArguments(arguments.length, 1, 'houseCuspsFromArmc(input)', "houseCuspsFromArmc({ armc: 89.125, obliquity: 23.4406, latitude: 18.47, system: 'Koch' })");
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new UraniaError('INVALID_ARGUMENT', 'input must be an object { armc, obliquity, latitude, system? }', {
      wording: wording('shape.object', { field: 'input', shape: '{ armc, obliquity, latitude, system? }' }),
      field: 'input',
      received: input,
      allowed: '{ armc, obliquity, latitude, system? }',
    });
  }
  const armc = requireNumberInRange(input.armc, 'armc', -1e9, 1e9);
  const obliquity = requireNumberInRange(input.obliquity, 'obliquity', 0, 45);
  const latitude = requireNumberInRange(input.latitude, 'latitude', -90, 90);
  const system = input.system === undefined ? 'Placidus' : requireOneOf(input.system, 'system', ALL_HOUSE_SYSTEMS);
  let sunDeclination: number | undefined;
  if (input.sunDeclination !== undefined) sunDeclination = requireNumberInRange(input.sunDeclination, 'sunDeclination', -90, 90);
  else if (HOUSE_SYSTEM_TABLE[system].needsSun) {
    throw new UraniaError('MISSING_ARGUMENT', `${system} houses need sunDeclination (the Sun's apparent declination)`, {
      wording: wording('sunDeclination', { field: 'sunDeclination', system }),
      field: 'sunDeclination',
      received: undefined,
      allowed: 'a declination in degrees, −90..90',
    });
  }
  const locale = input.locale === undefined ? 'en' : requireOneOf(input.locale, 'locale', LABEL_LOCALES);
  const tropical = cuspsFromArmc(armc, obliquity, latitude, system, sunDeclination, locale);
  if (input.ayanamsa === undefined) return tropical;
  const shift = requireNumberInRange(input.ayanamsa, 'ayanamsa', -360, 360);
  const move = (lon: number) => normalizeDegrees(lon - shift);
  return {
    ...tropical,
    cusps: tropical.cusps.map(move),
    ascendant: move(tropical.ascendant),
    midheaven: move(tropical.midheaven),
    vertex: move(tropical.vertex),
    eastPoint: move(tropical.eastPoint),
  };
}
