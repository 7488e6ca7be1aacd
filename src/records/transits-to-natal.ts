import { transitAspects } from '../charts/builders/transit-aspects.js';
import { TransitsToNatalRequest, type Body, type TransitAspect } from '../schemas/index.js';
import { birthMoment } from './birth-moment.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { techniqueBodies } from './technique-bodies.js';
import { instantMember, timeMembers, type WithTimeInputs } from './time-members.js';

/** Library options of {@link transitsToNatal} (not part of the request). */
export interface TransitsToNatalOptions {
  /** The natal bodies; default `TECHNIQUE_BODIES`. */
  readonly natalBodies?: readonly Body[];
  /** The transiting bodies; default `TECHNIQUE_BODIES`. */
  readonly transitBodies?: readonly Body[];
}

/**
 * @summary Aspects of the transiting bodies at `at` to the natal bodies (spec `TransitAspect`; `transitAspects`):
 * every pair gets the closest aspect within the orb the profile allows the two bodies (default profile `tight`: 3°
 * for the major aspects, 2° for the sextile, 1° for the minor ones), applying or separating by the transiting
 * body's own motion; sorted by transiting body then natal body.
 *
 * Errors: `UraniaError` naming the member (`birth.birthDate`, …, `at`, `orbProfile`), or the option
 * (`natalBodies[i]`, `transitBodies[i]`).
 * @example
 * transitsToNatal({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, at: '2024-07-15T12:00:00Z' })
 * // [{ transitBody: 'Sun', natalBody: 'Sun', aspect: 'conjunction', orb: 0.…, isApplying: …, … }, …]
 */
export function transitsToNatal(request: WithTimeInputs<TransitsToNatalRequest, 'at'>, options: TransitsToNatalOptions = {}): TransitAspect[] {
  const members = timeMembers(request, ['at']);
  const r = parseBirthRequest(TransitsToNatalRequest, members.request);
  const { birth } = birthMoment(r.birth, 'birth');
  const { at } = instantMember(members, 'at', r.at);
  const natalBodies = techniqueBodies(options.natalBodies, 'natalBodies');
  const transitBodies = techniqueBodies(options.transitBodies, 'transitBodies');
  return transitAspects(birth, at, natalBodies, transitBodies, r.orbProfile ?? 'tight');
}
