import { midpointComposite } from '../charts/builders/midpoint-composite.js';
import { personChart } from '../charts/builders/person-chart.js';
import { requireOneOf } from './request-checks.js';
import { CompositeRequest, ORB_PROFILES, type Body, type CompositeResponse, type OrbProfile } from '../schemas/index.js';
import { birthMoment } from './birth-moment.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { techniqueBodies } from './technique-bodies.js';

/** Library options of {@link compositeChart} (not part of the spec's request). */
export interface CompositeOptions {
  /** The bodies; default `TECHNIQUE_BODIES` (ten planets, Chiron, true North Node). */
  readonly bodies?: readonly Body[];
  /** Orb profile of the composite aspects; default `modern-western` (the request has no orb profile). */
  readonly orbProfile?: OrbProfile;
}

/**
 * @summary A midpoint composite chart (spec `CompositeResponse`): each body at the midpoint of its two natal
 * longitudes on the shorter arc, the aspects among those midpoints, and — when both birth times are known — the
 * composite Ascendant and MC (`midpointComposite`: Townley 1973, Hand 1975).
 *
 * `houseSystem` is validated and accepted for the spec's request, but the record carries no cusps and the Ascendant
 * and MC do not depend on the system. Aspects use the orb profile `modern-western` unless `options.orbProfile`.
 *
 * Errors: `UraniaError` naming the member (`personA.birthDate`, `personB.longitude`, `houseSystem`), or the option
 * (`orbProfile`, `bodies[i]`).
 * @example
 * const c = compositeChart({
 *   personA: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 },
 *   personB: { birthDate: '1992-03-02', birthTime: '08:10', latitude: 51.5074, longitude: -0.1278 },
 * });
 * c.positions[0].body // 'Sun'
 */
export function compositeChart(request: CompositeRequest, options: CompositeOptions = {}): CompositeResponse {
  const r = parseBirthRequest(CompositeRequest, request);
  const a = birthMoment(r.personA, 'personA');
  const b = birthMoment(r.personB, 'personB');
  const profile = options.orbProfile === undefined ? 'modern-western' : requireOneOf(options.orbProfile, 'orbProfile', ORB_PROFILES);
  const bodies = techniqueBodies(options.bodies);
  return midpointComposite(personChart(a.birth, bodies), personChart(b.birth, bodies), r.houseSystem ?? 'Placidus', profile);
}
