import { apparentBodyPosition } from '../ephemeris/index.js';
import type { AnyHouseSystem, Houses } from '../schemas/index.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { localSiderealTime, trueObliquity, type Instant } from '../time/index.js';
import { zodiacPlace } from '../zodiac/index.js';
import { cuspsFromArmc } from './house-cusps-from-armc.js';
import { HOUSE_SYSTEM_TABLE } from './house-systems.js';

/** @summary The `Houses` record with its `system` and `systemUsed` typed from the system asked for. */
export type HousesOf<S extends AnyHouseSystem> = Houses & { readonly system: S; readonly systemUsed: S | 'Porphyry' };

/**
 * @summary The numeric entry behind `houses`: the Houses record of a place at an Instant, inputs taken as valid
 * (latitude −90..90, longitude −180..180 east positive, a house system). ARMC = local apparent sidereal time,
 * obliquity = true obliquity of date; the Sunshine systems also take the Sun's apparent declination at the instant;
 * Porphyry with a warning (in `locale`, default en) where the system is undefined. Gauquelin gives 36 cusps (`house` = sector 1..36).
 * @example housesAt(instant('2007-11-05T19:24:17Z'), 18.471404, 113.40842, 'Placidus').cusps[0].cusp.sign // 'Virgo'
 */
export function housesAt<S extends AnyHouseSystem>(at: Instant, latitude: number, longitude: number, system: S, locale: LabelLocale = 'en'): HousesOf<S> {
  const sunDeclination = HOUSE_SYSTEM_TABLE[system].needsSun ? apparentBodyPosition('Sun', at).declination : undefined;
  const core = cuspsFromArmc(localSiderealTime(at, longitude, true), trueObliquity(at.jdTt), latitude, system, sunDeclination, locale);
  return {
    system: core.system,
    systemUsed: core.systemUsed,
    cusps: core.cusps.map((longitudeDeg, i) => ({ house: i + 1, cusp: zodiacPlace(longitudeDeg) })),
    ascendant: core.ascendant,
    midheaven: core.midheaven,
    armc: core.armc,
    vertex: core.vertex,
    eastPoint: core.eastPoint,
    warnings: [...core.warnings],
  };
}
