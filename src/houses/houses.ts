import { UraniaError, requireNumberInRange, requireOneOf } from '../errors/index.js';
import { HOUSE_SYSTEMS, type HouseSystem, type Houses } from '../schemas/index.js';
import { instant, localSiderealTime, trueObliquity, type Instant, type TimeInput } from '../time/index.js';
import { zodiacPosition } from '../zodiac/index.js';
import { cuspsFromArmc } from './house-cusps-from-armc.js';

/** Input of {@link houses}. */
export interface HousesInput {
  /** The instant: ISO-8601 string (with `Z` or an offset), `Date`, or `Instant`. */
  readonly at: TimeInput;
  /** Geographic latitude, −90..90, north positive. */
  readonly latitude: number;
  /** Geographic longitude, −180..180, EAST positive. */
  readonly longitude: number;
  /** One of the 14 house systems; default `'Placidus'`. */
  readonly system?: HouseSystem;
}

/**
 * @summary House cusps, Ascendant, MC, ARMC, Vertex and East Point of a place at an instant.
 *
 * ARMC = local APPARENT sidereal time as an angle (IAU 2006/2000B, `localSiderealTime`); obliquity = TRUE
 * obliquity of date (`trueObliquity`); all longitudes tropical, true ecliptic and equinox of date, in [0, 360).
 * Where the requested system is undefined (Placidus and Koch inside the polar circles, …) the Porphyry cusps are
 * returned with `systemUsed: 'Porphyry'` and a warning (docs/houses.md, "Polar policy").
 *
 * Transitional: the public door is the records function `houses` (src/records/houses.ts, checked against
 * `HousesRequest`); layers below records call `housesAt` with an Instant. This copy stays until the callers in
 * charts/ have moved.
 * @example
 * const h = houses({ at: '2007-11-05T19:24:17Z', latitude: 18.471404, longitude: 113.40842 });
 * h.cusps[0].cusp.sign // 'Virgo' (Ascendant 29°10′ Virgo)
 */
export function houses(input: HousesInput): Houses {
  if (input === null || typeof input !== 'object') {
    throw new UraniaError('MISSING_ARGUMENT', 'houses() needs { at, latitude, longitude, system? }', {
      field: 'input',
      received: input,
      allowed: '{ at, latitude -90..90, longitude -180..180, system? }',
    });
  }
  const latitude = requireNumberInRange(input.latitude, 'latitude', -90, 90);
  const longitude = requireNumberInRange(input.longitude, 'longitude', -180, 180);
  const system = input.system === undefined ? 'Placidus' : requireOneOf(input.system, 'system', HOUSE_SYSTEMS);
  return housesAt(instant(input.at, 'at'), latitude, longitude, system);
}

/**
 * @summary The numeric entry behind `houses`: the Houses record of a place at an Instant, inputs taken as valid
 * (latitude −90..90, longitude −180..180 east positive, a house system). ARMC = local apparent sidereal time,
 * obliquity = true obliquity of date; Porphyry with a warning where the system is undefined.
 * @example housesAt(instant('2007-11-05T19:24:17Z'), 18.471404, 113.40842, 'Placidus').cusps[0].cusp.sign // 'Virgo'
 */
export function housesAt(at: Instant, latitude: number, longitude: number, system: HouseSystem): Houses {
  const core = cuspsFromArmc(localSiderealTime(at, longitude, true), trueObliquity(at.jdTt), latitude, system);
  return {
    system: core.system,
    systemUsed: core.systemUsed,
    cusps: core.cusps.map((longitudeDeg, i) => ({ house: i + 1, cusp: zodiacPosition(longitudeDeg) })),
    ascendant: core.ascendant,
    midheaven: core.midheaven,
    armc: core.armc,
    vertex: core.vertex,
    eastPoint: core.eastPoint,
    warnings: [...core.warnings],
  };
}
