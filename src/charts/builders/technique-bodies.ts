import { apparentBodyPosition } from '../../ephemeris/index.js';
import { integratedBodySpan, isIntegratedBody } from '../../ephemeris/integration/integrated-source.js';
import type { Body, BodyPosition } from '../../schemas/index.js';
import type { Instant } from '../../time/index.js';

/**
 * The bodies the predictive and relationship techniques work with by default (synastry, composite, progressions,
 * returns, solar arc, declinations, transits, eclipse impact): the ten planets, Chiron and the true North Node.
 *
 * Rationale (docs/chart-techniques.md): these are the factors the synastry, progression and return literature
 * reads (Davison, Synastry, 1977; Hand, Planets in Composite, 1975; Hand, Planets in Transit, 1976); the South
 * Node is always opposite the North Node and would only double every contact; asteroids, trans-Neptunian bodies,
 * Lilith and the Uranian bodies multiply the contacts without being part of these techniques' classical reading.
 * Every technique takes a `bodies` option to widen or narrow the set.
 */
export const TECHNIQUE_BODIES = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'NorthNode',
] as const satisfies readonly Body[];

/** Whether a body has an ephemeris at a TT instant: false only for a minor body outside its own span (Chiron before 675). */
function hasEphemerisAt(body: Body, jdTt: number): boolean {
  if (!isIntegratedBody(body)) return true;
  const span = integratedBodySpan(body);
  return jdTt >= span.fromJdTt && jdTt <= span.toJdTt;
}

/**
 * @summary Apparent positions of bodies at an instant (`apparentBodyPosition`), in the order given. Vertex and AntiVertex
 * need an observer and are skipped without one; a minor body outside its own ephemeris span (Chiron before 675 CE,
 * docs/accuracy.md) is skipped too, as the natal chart omits it, so that the techniques answer the whole span.
 * @example placeBodies(['Sun', 'Moon'], instant('2000-01-01T12:00:00Z')).map((p) => p.body) // ['Sun', 'Moon']
 */
export function placeBodies(
  bodies: readonly Body[],
  at: Instant,
  observer?: { readonly latitude: number; readonly longitude: number },
): BodyPosition[] {
  const out: BodyPosition[] = [];
  for (const body of bodies) {
    if ((body === 'Vertex' || body === 'AntiVertex') && observer === undefined) continue;
    if (!hasEphemerisAt(body, at.jdTt)) continue;
    out.push(apparentBodyPosition(body, at, observer));
  }
  return out;
}
