import { requireOneOf } from './request-checks.js';
import { BODIES, type Body, type MutualReception } from '../schemas/index.js';
import type { RulershipScheme } from '../zodiac/domiciles.js';
import { receptionBetween } from '../zodiac/reception-between.js';

/**
 * @summary Whether two bodies are in mutual reception, and how (the natal chart's `MutualReception` record).
 *
 * Each body stands in a sign where the other has dignity: by domicile (A in B's sign and B in A's sign), by
 * exaltation (each in the other's exaltation), or mixed (one by domicile, the other by exaltation). Lilly,
 * Christian Astrology (1647), Book I: reception "by house" and "by exaltation", and mixed reception. Only
 * domicile and exaltation count (not triplicity, term or face). With the modern scheme Uranus, Neptune and
 * Pluto take part through their modern domiciles. Errors: INVALID_ARGUMENT naming `a.body` or `b.body`. The
 * numeric core, for callers with valid input, is `receptionBetween` (src/zodiac/reception-between.ts).
 * @example mutualReception({ body: 'Venus', longitude: 10 }, { body: 'Mars', longitude: 40 }) // type 'domicile'
 */
export function mutualReception(
  a: { readonly body: Body; readonly longitude: number },
  b: { readonly body: Body; readonly longitude: number },
  scheme: RulershipScheme = 'traditional',
): MutualReception | null {
  requireOneOf(a.body, 'a.body', BODIES);
  requireOneOf(b.body, 'b.body', BODIES);
  return receptionBetween(a, b, scheme);
}
