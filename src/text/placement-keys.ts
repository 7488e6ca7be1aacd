import type { InterpretedBody } from '../schemas/interpretation.js';

/** The thirteen bodies that carry their own text (the mean node and the true Lilith read as their twins). */
export const TEXT_BODIES = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'NorthNode', 'LilithMean',
] as const;
/** A body with text of its own. */
export type TextBody = (typeof TEXT_BODIES)[number];

/**
 * @summary The body whose text an interpreted body reads: the mean North Node reads the North Node's (the node's
 * meaning does not depend on how it is computed), the osculating Lilith the mean Lilith's.
 * @example textBodyOf('NorthNodeMean') // 'NorthNode'
 */
export function textBodyOf(body: InterpretedBody): TextBody {
  if (body === 'NorthNodeMean') return 'NorthNode';
  if (body === 'LilithTrue') return 'LilithMean';
  return body;
}
