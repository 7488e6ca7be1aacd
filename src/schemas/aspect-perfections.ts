import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, BODIES } from './enums.js';
import { oneOf, isoDateOrDateTime } from './fields.js';
import { closedObject } from './closed-object.js';

/** Aspect perfections between two moving bodies (`findAspectPerfections`): the request. */

/** `findAspectPerfections`: a range of instants (at most 50 years), two bodies, optionally the aspects. */
export const AspectPerfectionsRequest = closedObject('The instants aspects between two bodies are exact in a range.', {
  from: isoDateOrDateTime('Start of the range (UT; the library functions also take a Date or an Instant).'),
  to: isoDateOrDateTime('End of the range, at most 50 years after from (UT).'),
  bodyA: oneOf(BODIES, 'First body (not Vertex or AntiVertex).'),
  bodyB: oneOf(BODIES, 'Second body, other than bodyA.'),
  aspects: Type.Optional(Type.Array(oneOf(ASPECT_TYPES, 'An aspect.'), { description: 'Aspects; default the five Ptolemaic ones.' })),
});
export type AspectPerfectionsRequest = Static<typeof AspectPerfectionsRequest>;
