import { apparentLongitudeAndSpeed, isAvailable } from '../ephemeris/index.js';
import type { Sign } from '../schemas/index.js';
import { BoundedCache } from '../units/bounded-cache.js';
import { TEN_PLANETS, signOf, type Planet } from '../zodiac/index.js';
import { TROPICAL_ZODIAC, zodiacLongitude, type HoroscopeZodiac } from './horoscope-zodiac.js';

/**
 * One planet at one instant: apparent longitude (true ecliptic of date, degrees; minus the true ayanamsa in a sidereal
 * zodiac) and daily motion.
 */
export interface PlanetPlace {
  readonly planet: Planet;
  /** Longitude in the snapshot's zodiac, degrees [0, 360). */
  readonly longitude: number;
  /** Apparent daily motion in tropical longitude, degrees per day (in either zodiac); negative while retrograde. */
  readonly speed: number;
  readonly sign: Sign;
}

/** The ten planets at one instant, in one zodiac. */
export interface SkySnapshot {
  readonly jdTt: number;
  readonly planets: readonly PlanetPlace[];
  readonly byPlanet: Readonly<Partial<Record<Planet, PlanetPlace>>>;
}

/** The ten planets this build can compute (all ten once the numerical integration ships Pluto). */
const SNAPSHOT_PLANETS = (): Planet[] => TEN_PLANETS.filter(isAvailable);

/** Most recent snapshots (the 12 signs of one day share one; a week needs 7): a small LRU memo. */
const MEMO_SIZE = 16;
const memo = new BoundedCache<string, SkySnapshot>(MEMO_SIZE);

/**
 * @summary The Sun–Pluto apparent places at a TT Julian Day, through the ephemeris layer's cached Chebyshev
 * range path (microseconds per body), in `zodiac` (default tropical; sidereal: each longitude minus the true
 * ayanamsa at `jdTt`, `zodiacLongitude`, the speed unchanged). Memoised for the last few instants and zodiacs asked.
 * @example skySnapshot(2460409.5, horoscopeZodiac('Lahiri')).byPlanet.Sun?.sign // 'Pisces' (tropical: 'Aries')
 */
export function skySnapshot(jdTt: number, zodiac: HoroscopeZodiac = TROPICAL_ZODIAC): SkySnapshot {
  return memo.getOrCompute(`${zodiac.key}@${jdTt}`, () => snapshotAt(jdTt, zodiac));
}

/** The ten planets at a TT Julian Day in a zodiac, computed. */
function snapshotAt(jdTt: number, zodiac: HoroscopeZodiac): SkySnapshot {
  const planets = SNAPSHOT_PLANETS().map((planet): PlanetPlace => {
    const p = apparentLongitudeAndSpeed(planet, jdTt);
    const longitude = zodiacLongitude(zodiac, p.longitude, jdTt);
    return { planet, longitude, speed: p.speed, sign: signOf(longitude) };
  });
  const byPlanet = Object.fromEntries(planets.map((p) => [p.planet, p])) as Partial<Record<Planet, PlanetPlace>>;
  return { jdTt, planets, byPlanet };
}
