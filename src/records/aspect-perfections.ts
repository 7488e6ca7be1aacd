import { wording } from '../errors/error-wording.js';
import { ASPECTS } from '../aspects/aspect-table.js';
import { requireOneOf } from './request-checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { EVENT_BODIES, longitudeAndSpeed } from '../events/body-motion.js';
import { PTOLEMAIC_ASPECTS, perfectionsBetween } from '../events/aspect-perfections.js';
import { AspectPerfectionsRequest } from '../schemas/aspect-perfections.js';
import { ASPECT_TYPES, type AspectType, type Body } from '../schemas/enums.js';
import { resolveBodies } from './resolve-bodies.js';
import { eventDateOfTt, eventRange, type EventRange } from './event-range.js';
import { boundsAsText } from './time-members.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** Longest range findAspectPerfections accepts: 50 years. */
export const PERFECTIONS_MAX_SPAN_YEARS = 50;

/** The moment an aspect between two moving bodies is exact. */
export interface AspectPerfection {
  readonly bodyA: Body;
  readonly bodyB: Body;
  readonly aspect: AspectType;
  /** Exact angle of the aspect, degrees. */
  readonly angle: number;
  /** ISO UT instant the aspect is exact. */
  readonly date: string;
  /** Apparent longitudes of both bodies then, degrees. */
  readonly longitudeA: number;
  readonly longitudeB: number;
}

/**
 * @summary The instants an aspect between two moving bodies is exact (apparent geocentric longitudes), in a
 * range, in time order. Default aspects: the five Ptolemaic ones (numeric core: `perfectionsBetween`).
 * @example findAspectPerfections({ from: '2024-01-01', to: '2025-01-01', bodyA: 'Jupiter', bodyB: 'Uranus', aspects: ['conjunction'] })[0].date // '2024-04-2…'
 */
export function findAspectPerfections(
  request: EventRange & { readonly bodyA: Body; readonly bodyB: Body; readonly aspects?: readonly AspectType[] },
): AspectPerfection[] {
  refuseExtraArguments(arguments.length, 1, 'findAspectPerfections(request)', "findAspectPerfections({ from: '2024-01-01', to: '2025-01-01', bodyA: 'Jupiter', bodyB: 'Uranus', aspects: ['conjunction'] })");
  // Boundary checks first, naming the items as before (`bodies[0]`, `aspects[i]`), then the schema for the rest.
  const { from, to } = eventRange(request, PERFECTIONS_MAX_SPAN_YEARS);
  const [bodyA] = resolveBodies([request.bodyA], EVENT_BODIES);
  const [bodyB] = resolveBodies([request.bodyB], EVENT_BODIES);
  if (bodyA === bodyB) {
    throw new UraniaError('INVALID_ARGUMENT', 'bodyB must differ from bodyA', {
      field: 'bodyB',
      received: request.bodyB,
      wording: wording('differsFrom', { field: 'bodyB', other: 'bodyA' }),
    });
  }
  if (request.aspects !== undefined && !Array.isArray(request.aspects)) {
    throw new UraniaError('INVALID_ARGUMENT', 'aspects must be an array of aspect types', {
      wording: wording('aspectTypes', { field: 'aspects' }),
      field: 'aspects',
      received: request.aspects,
      allowed: `an array of: ${ASPECT_TYPES.join(', ')}`,
    });
  }
  const aspects = (request.aspects ?? PTOLEMAIC_ASPECTS).map((a, i) => requireOneOf(a, `aspects[${i}]`, ASPECT_TYPES));
  // The schema reads the canonical names (Rahu and Ketu are the mean nodes, body-alias.ts).
  parse(AspectPerfectionsRequest, boundsAsText({ ...request, bodyA: bodyA!, bodyB: bodyB! }));
  return perfectionsBetween(bodyA!, bodyB!, aspects, from.jdTt, to.jdTt).map((p) => ({
    bodyA: p.bodyA,
    bodyB: p.bodyB,
    aspect: p.aspect,
    angle: ASPECTS[p.aspect].angle,
    date: eventDateOfTt(p.jdTt),
    longitudeA: longitudeAndSpeed(p.bodyA, p.jdTt).value,
    longitudeB: longitudeAndSpeed(p.bodyB, p.jdTt).value,
  }));
}
