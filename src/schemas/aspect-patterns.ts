import { Type, type Static } from 'typebox';
import { BODIES } from './enums.js';
import { oneOf, text } from './fields.js';
import { ASPECT_PATTERN_TYPES } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { birthObject } from './birth-object.js';
import { localeMember } from './interpretation.js';
import { NatalChartRequest } from './natal-chart.js';

/** Spec "Natal and related records": AspectPattern, and the request of `POST /aspect-patterns` (a natal chart request and a locale). */

export const AspectPattern = closedObject('An aspect configuration (grand trine, T-square, …).', {
  type: oneOf(ASPECT_PATTERN_TYPES, 'The configuration.'),
  bodies: Type.Array(oneOf(BODIES, 'A body in the configuration.'), {
    minItems: 3, description: 'Bodies forming the configuration (three or more).',
  }),
  description: text('The configuration in words.'),
});
export type AspectPattern = Static<typeof AspectPattern>;

/** `POST /aspect-patterns`: the birth whose natal chart is read, and the language of the descriptions (issue 31). */
export const AspectPatternsRequest = birthObject('The birth whose aspect patterns are wanted, and the language of their descriptions.', {
  ...NatalChartRequest.properties,
  locale: localeMember(),
});
export type AspectPatternsRequest = Static<typeof AspectPatternsRequest>;
