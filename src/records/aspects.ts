import { aspectsAmong } from '../aspects/aspects.js';
import { availableBodies } from '../ephemeris/bodies.js';
import { apparentBodyPosition } from '../ephemeris/body-position.js';
import { AspectsRequest, type AspectsResponse } from '../schemas/aspects.js';
import { instant } from '../time/instant.js';
import { parse } from './parse.js';

/**
 * @summary The aspects record of `GET /aspects` and `/aspects/today`: every aspect in orb among the bodies this
 * build computes (observer points left out) at an instant, under a named orb profile (default modern-western),
 * with applying/separating from the bodies' speeds.
 * @example aspectsAt({ at: '2024-03-20T12:00:00Z', orbProfile: 'traditional' }).aspects[0].body1 // 'Sun'
 */
export function aspectsAt(request: AspectsRequest): AspectsResponse {
  const r = parse(AspectsRequest, request);
  const when = instant(r.at);
  const bodies = availableBodies().filter((b) => b !== 'Vertex' && b !== 'AntiVertex');
  const orbProfile = r.orbProfile ?? 'modern-western';
  const positions = bodies.map((b) => apparentBodyPosition(b, when));
  return { at: r.at, orbProfile, aspects: aspectsAmong(positions, orbProfile) };
}
