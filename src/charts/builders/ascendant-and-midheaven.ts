import { ascendant, midheaven } from '../../coords/chart-angles.js';
import { localSiderealTime, trueObliquity, type Instant } from '../../time/index.js';
import { normalizeDegrees } from '../../units/index.js';

/** The two angles of a chart, ecliptic longitudes in degrees [0, 360). */
export interface AscendantAndMidheaven {
  readonly ascendant: number;
  readonly midheaven: number;
}

/**
 * @summary The Ascendant and the Midheaven at an instant for a place, computed exactly as `housesAt` computes them
 * (houses/houses.ts, houses/house-cusps-from-armc.ts: ARMC = the local apparent sidereal time wrapped into
 * [0, 360), the true obliquity of date; Meeus, Astronomical Algorithms 2nd ed., (13.3) p. 93 and ch. 13 for the
 * Ascendant) but without the cusps of a house system: whatever the system, and with its polar fallback, its angles
 * are these. The natal chart differences them over ±1 minute for their daily motion.
 * @example ascendantAndMidheaven(instant('1990-07-15T18:30:00Z'), 40.7128, -74.006).ascendant // ≈ 222 (Scorpio)
 */
export function ascendantAndMidheaven(at: Instant, latitude: number, longitude: number): AscendantAndMidheaven {
  const armc = normalizeDegrees(localSiderealTime(at, longitude, true));
  const obliquity = trueObliquity(at.jdTt);
  return { ascendant: ascendant(armc, obliquity, latitude), midheaven: midheaven(armc, obliquity) };
}
