import { wording } from '../errors/error-wording.js';
import { isAvailable } from '../ephemeris/bodies.js';
import { UraniaError } from '../errors/urania-error.js';
import { canonicalBodyName, type BodyAlias } from './body-alias.js';
import { requireOneOf } from './request-checks.js';
import { BODIES, type Body } from '../schemas/enums.js';

/**
 * @summary The boundary check of the event finders' `bodies`, run before `parse()`: an optional list of bodies
 * (default: `defaults`, restricted to those this build can compute). Throws INVALID_ARGUMENT naming the item
 * (`bodies[1]`) for an unknown or observer-dependent body (Vertex, AntiVertex), UNSUPPORTED for a body whose
 * theory is not installed — what the schemas' body enumeration cannot say. `Rahu` and `Ketu` are the mean nodes
 * (body-alias.ts).
 * @example resolveBodies(['Sun', 'Sun', 'Mars'], []) // ['Sun', 'Mars']
 */
export function resolveBodies(bodies: readonly (Body | BodyAlias)[] | undefined, defaults: readonly Body[]): Body[] {
  if (bodies === undefined) return defaults.filter(isAvailable);
  if (!Array.isArray(bodies) || bodies.length === 0) {
    throw new UraniaError('INVALID_ARGUMENT', 'bodies must be a non-empty array of body names', {
      field: 'bodies',
      received: bodies,
      allowed: `non-empty array of: ${BODIES.join(', ')}`,
      wording: wording('bodies.nonEmpty', { field: 'bodies' }),
    });
  }
  const out: Body[] = [];
  bodies.forEach((b, i) => {
    const body = requireOneOf(canonicalBodyName(b), `bodies[${i}]`, BODIES);
    if (body === 'Vertex' || body === 'AntiVertex') {
      throw new UraniaError('INVALID_ARGUMENT', `bodies[${i}]: ${body} depends on an observer and has no ingresses or stations here`, {
        field: `bodies[${i}]`,
        received: body,
        allowed: 'any body except Vertex and AntiVertex',
        wording: wording('bodies.observer', { field: `bodies[${i}]`, body }),
      });
    }
    if (!isAvailable(body)) {
      throw new UraniaError('UNSUPPORTED', `bodies[${i}]: ${body} is not available in this build`, {
        field: `bodies[${i}]`,
        received: body,
        wording: wording('bodies.notInBuild', { field: `bodies[${i}]`, body }),
      });
    }
    if (!out.includes(body)) out.push(body);
  });
  return out;
}
