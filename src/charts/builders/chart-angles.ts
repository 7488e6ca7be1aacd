import { housesAt } from '../../houses/index.js';
import type { HouseCusp, HouseSystem, Sign } from '../../schemas/index.js';
import type { Instant } from '../../time/index.js';
import { signOf } from '../../zodiac/index.js';

/** The houses and angles of a chart cast for a place, in the members' record order. */
export interface ChartAngles {
  readonly houses: HouseCusp[];
  readonly ascendant: number;
  readonly ascendantSign: Sign;
  readonly midheaven: number;
  readonly midheavenSign: Sign;
}

/**
 * @summary The twelve cusps and the two angles (Ascendant, Midheaven, with their signs) of a chart cast at `at` for a
 * place, as the natal chart gives them (`housesAt`: apparent sidereal time, true obliquity; the polar fallback of
 * the house layer applies).
 * @example chartAngles(at, 40.7128, -74.006, 'Placidus').ascendantSign // 'Scorpio' for 1990-07-15 18:30 UT
 */
export function chartAngles(at: Instant, latitude: number, longitude: number, system: HouseSystem): ChartAngles {
  const h = housesAt(at, latitude, longitude, system);
  return {
    houses: h.cusps,
    ascendant: h.ascendant,
    ascendantSign: signOf(h.ascendant),
    midheaven: h.midheaven,
    midheavenSign: signOf(h.midheaven),
  };
}
