import type { Body } from '../schemas/enums.js';
import { BODY_METHODS, type BodySpan } from './bodies.js';

/**
 * @summary The TT span a body has data for when it is narrower than the supported span (Chiron 675..3000, the
 * TNOs 1000..3000, Hygiea, Psyche, Astraea 1500..2500, Sappho 1600..2400, Eros and Amor 1650..2350; a South Node
 * or other opposite point follows its body), or undefined when the body covers the whole supported span.
 * @example bodyDataSpan('Chiron')?.description // 'years 675..3000 (…)'
 */
export function bodyDataSpan(body: Body): BodySpan | undefined {
  const method = BODY_METHODS[body];
  if (method.kind === 'opposite') return bodyDataSpan(method.of);
  return method.kind === 'heliocentric' ? method.span : undefined;
}

/**
 * @summary Whether a body has data over a TT interval [fromJdTt, toJdTt] (an instant when `toJdTt` is omitted): false
 * only when it falls outside the body's own narrower span (`bodyDataSpan`). Default body lists use it to leave out the
 * bodies that cannot answer, as the natal chart omits them.
 * @example hasDataAt('Chiron', 1705426) // false (44 BCE)
 */
export function hasDataAt(body: Body, fromJdTt: number, toJdTt: number = fromJdTt): boolean {
  const span = bodyDataSpan(body);
  return span === undefined || (fromJdTt >= span.fromJdTt && toJdTt <= span.toJdTt);
}
