import type { Body, MutualReception, Sign } from '../schemas/index.js';
import { domicileRuler, type RulershipScheme } from './domiciles.js';
import { exaltationRuler } from './exaltations.js';
import { signOf } from './signs.js';

/**
 * @summary Whether two bodies are in mutual reception, and how (the natal chart's `MutualReception` record).
 *
 * Each body stands in a sign where the other has dignity: by domicile (A in B's sign and B in A's sign), by
 * exaltation (each in the other's exaltation), or mixed (one by domicile, the other by exaltation). Lilly,
 * Christian Astrology (1647), Book I: reception "by house" and "by exaltation", and mixed reception. Only
 * domicile and exaltation count (not triplicity, term or face). With the modern scheme Uranus, Neptune and
 * Pluto take part through their modern domiciles.
 * Inputs taken as valid (known bodies, finite longitudes): the numeric core of the records function `mutualReception`.
 * @example receptionBetween({ body: 'Venus', longitude: 10 }, { body: 'Mars', longitude: 40 }) // type 'domicile'
 */
export function receptionBetween(
  a: { readonly body: Body; readonly longitude: number },
  b: { readonly body: Body; readonly longitude: number },
  scheme: RulershipScheme = 'traditional',
): MutualReception | null {
  if (a.body === b.body) return null;
  const signA = signOf(a.longitude);
  const signB = signOf(b.longitude);
  const ra = receivedBy(signA, b.body, scheme);
  const rb = receivedBy(signB, a.body, scheme);
  if (ra === null || rb === null) return null;
  return { body1: a.body, body2: b.body, sign1: signA, sign2: signB, type: ra === rb ? ra : 'mixed' };
}

/** How the sign a body stands in is ruled by the other body (the host): by domicile, by exaltation, or not. */
function receivedBy(sign: Sign, host: Body, scheme: RulershipScheme): 'domicile' | 'exaltation' | null {
  return domicileRuler(sign, scheme) === host ? 'domicile' : exaltationRuler(sign) === host ? 'exaltation' : null;
}
