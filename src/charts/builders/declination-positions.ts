import { apparentBodyPosition } from '../../ephemeris/index.js';
import type { Body, DeclinationsResponse } from '../../schemas/index.js';
import { trueObliquity, type Instant } from '../../time/index.js';
import { signOf } from '../../zodiac/index.js';
import { isOutOfBounds } from '../rules/out-of-bounds.js';
import { parallels } from '../rules/parallels.js';
import { placeBodies } from './technique-bodies.js';

/**
 * @summary Declinations at an instant: each body's apparent declination (true equator of date), the parallels and
 * contraparallels among them within `orb` (`parallels`), the bodies out of bounds, and True Lilith (the osculating
 * lunar apogee) with its declination.
 *
 * Out of bounds: |δ| greater than the TRUE obliquity of date — the Sun's greatest declination that year, ≈ 23.44°
 * (Boehrer's definition, the natal chart's `outOfBoundsPlanets` rule), for the Moon, Mercury–Pluto and Chiron only
 * (`OUT_OF_BOUNDS_BODIES`): the Sun, the nodes and the minor bodies are never out of bounds.
 * @example declinationPositions(instant('2024-06-20T20:51:00Z'), ['Sun'], 1).positions[0].declination // 23.44…
 */
export function declinationPositions(at: Instant, bodies: readonly Body[], orb: number): Omit<DeclinationsResponse, 'date'> {
  const bound = trueObliquity(at.jdTt);
  const placed = placeBodies(bodies, at);
  const positions = placed.map((p) => ({
    body: p.body,
    longitude: p.longitude,
    declination: p.declination,
    isOutOfBounds: isOutOfBounds(p.body, p.declination, bound),
  }));
  const lilith = apparentBodyPosition('LilithTrue', at);
  return {
    positions,
    parallels: parallels(placed, orb),
    outOfBounds: positions.filter((p) => p.isOutOfBounds).map((p) => p.body),
    trueLilith: { longitude: lilith.longitude, sign: signOf(lilith.longitude), declination: lilith.declination },
  };
}
