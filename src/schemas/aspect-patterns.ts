import { Type, type Static } from 'typebox';
import { BODIES } from './enums.js';
import { oneOf, text } from './fields.js';
import { ASPECT_PATTERN_TYPES } from './record-enums.js';
import { closedObject } from './closed-object.js';

/** Spec "Natal and related records": AspectPattern (`POST /aspect-patterns` takes a NatalChartRequest). */

export const AspectPattern = closedObject('An aspect configuration (grand trine, T-square, …).', {
  type: oneOf(ASPECT_PATTERN_TYPES, 'The configuration.'),
  bodies: Type.Array(oneOf(BODIES, 'A body in the configuration.'), {
    minItems: 3, description: 'Bodies forming the configuration (three or more).',
  }),
  description: text('The configuration in words.'),
});
export type AspectPattern = Static<typeof AspectPattern>;
