import { housesAt } from '../../houses/index.js';
import type { HouseCusp, Sign, TwelveHouseSystem } from '../../schemas/index.js';
import type { Instant } from '../../time/index.js';
import { signOf } from '../../zodiac/index.js';
import { shiftedHouses } from './zodiac-shift.js';

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
 * the house layer applies). `shiftDeg` (an ayanamsa, default 0) is subtracted from every longitude: sidereal cusps.
 * @example chartAngles(at, 40.7128, -74.006, 'Placidus').ascendantSign // 'Scorpio' for 1990-07-15 18:30 UT
 */
export function chartAngles(at: Instant, latitude: number, longitude: number, system: TwelveHouseSystem, shiftDeg = 0): ChartAngles {
  const h = shiftedHouses(housesAt(at, latitude, longitude, system), shiftDeg);
  return {
    houses: h.cusps,
    ascendant: h.ascendant,
    ascendantSign: signOf(h.ascendant),
    midheaven: h.midheaven,
    midheavenSign: signOf(h.midheaven),
  };
}
