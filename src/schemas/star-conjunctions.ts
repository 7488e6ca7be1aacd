import { Type, type Static } from 'typebox';
import { closedObject } from './closed-object.js';

/** Conjunctions of fixed stars with chart points (`starConjunctions`): its options. */

export const StarConjunctionOptions = closedObject('Options of the fixed-star conjunctions of chart points.', {
  orb: Type.Optional(
    Type.Number({ minimum: 0, maximum: 10, description: 'Largest separation in longitude. Degrees, 0 to 10; default 1.' }),
  ),
  maxMagnitude: Type.Optional(
    Type.Number({ minimum: -2, maximum: 30, description: 'Only stars at least this bright (V magnitude ≤ this); default every star.' }),
  ),
});
export type StarConjunctionOptions = Static<typeof StarConjunctionOptions>;
