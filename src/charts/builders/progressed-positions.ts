import { aspectsAmong } from '../../aspects/index.js';
import type { Body, OrbProfile, ProgressedChart } from '../../schemas/index.js';
import type { Instant } from '../../time/index.js';
import { zodiacPlace } from '../../zodiac/index.js';
import { birthObserver, type ResolvedBirth } from './resolved-birth.js';
import { placeBodies } from './technique-bodies.js';

/**
 * @summary The positions of the bodies at a progressed instant and the aspects among them (`orbProfile`): apparent,
 * geocentric, tropical (true ecliptic and equinox of the progressed date), speeds in degrees per ephemeris day
 * (= degrees per year of life), so `isApplying` tells whether a progressed aspect is still forming. Vertex and
 * AntiVertex only when the birth time is known (at the birth place).
 * @example progressedPositions(birth, progression(birth.at, target).progressed, TECHNIQUE_BODIES, 'tight').positions[0].body // 'Sun'
 */
export function progressedPositions(
  birth: ResolvedBirth,
  progressed: Instant,
  bodies: readonly Body[],
  orbProfile: OrbProfile,
): Pick<ProgressedChart, 'positions' | 'aspects'> {
  const placed = placeBodies(bodies, progressed, birthObserver(birth));
  return {
    positions: placed.map((x) => ({ body: x.body, position: zodiacPlace(x.longitude, x.isRetrograde) })),
    aspects: aspectsAmong(placed, orbProfile),
  };
}
