import type { HouseSystem, Houses } from '../schemas/index.js';
import { localSiderealTime, trueObliquity, type Instant } from '../time/index.js';
import { zodiacPlace } from '../zodiac/index.js';
import { cuspsFromArmc } from './house-cusps-from-armc.js';

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
    cusps: core.cusps.map((longitudeDeg, i) => ({ house: i + 1, cusp: zodiacPlace(longitudeDeg) })),
    ascendant: core.ascendant,
    midheaven: core.midheaven,
    armc: core.armc,
    vertex: core.vertex,
    eastPoint: core.eastPoint,
    warnings: [...core.warnings],
  };
}
