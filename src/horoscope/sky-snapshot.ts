import { apparentLongitudeAndSpeed, isAvailable } from '../ephemeris/index.js';
import type { Sign } from '../schemas/index.js';
import { BoundedCache } from '../units/bounded-cache.js';
import { TEN_PLANETS, signOf, type Planet } from '../zodiac/index.js';

/** One planet at one instant: apparent longitude (true ecliptic of date, degrees) and daily motion. */
export interface PlanetPlace {
  readonly planet: Planet;
  readonly longitude: number;
  /** Degrees per day; negative while retrograde. */
  readonly speed: number;
  readonly sign: Sign;
}

/** The ten planets at one instant. */
export interface SkySnapshot {
  readonly jdTt: number;
  readonly planets: readonly PlanetPlace[];
  readonly byPlanet: Readonly<Partial<Record<Planet, PlanetPlace>>>;
}

/** The ten planets this build can compute (all ten once the numerical integration ships Pluto). */
const SNAPSHOT_PLANETS = (): Planet[] => TEN_PLANETS.filter(isAvailable);

/** Most recent snapshots (the 12 signs of one day share one; a week needs 7): a small LRU memo. */
const MEMO_SIZE = 16;
const memo = new BoundedCache<number, SkySnapshot>(MEMO_SIZE);

/**
 * @summary The Sun–Pluto apparent places at a TT Julian Day, through the ephemeris layer's cached Chebyshev
 * range path (microseconds per body). Memoised for the last few instants asked.
 */
export function skySnapshot(jdTt: number): SkySnapshot {
  return memo.getOrCompute(jdTt, snapshotAt);
}

/** The ten planets at a TT Julian Day, computed. */
function snapshotAt(jdTt: number): SkySnapshot {
  const planets = SNAPSHOT_PLANETS().map((planet): PlanetPlace => {
    const p = apparentLongitudeAndSpeed(planet, jdTt);
    return { planet, longitude: p.longitude, speed: p.speed, sign: signOf(p.longitude) };
  });
  const byPlanet = Object.fromEntries(planets.map((p) => [p.planet, p])) as Partial<Record<Planet, PlanetPlace>>;
  return { jdTt, planets, byPlanet };
}
