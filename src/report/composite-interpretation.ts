import { houseContaining } from '../houses/house-of.js';
import {
  COMPOSITE_SIGN_TEXT_BODIES, RELATIONSHIP_TEXT_PLANETS, type CompositeInterpretation, type CompositeResponse, type Locale,
} from '../schemas/index.js';
import { compositeHouseText, compositeSignText } from '../text/index.js';

/**
 * @summary The `interpretation` of a composite chart: the composite Sun, Moon, Venus and Mars in their signs, and —
 * with the composite house cusps (both birth times known) — the ten planets in the composite houses
 * (`houseContaining`: house n from cusp n included to cusp n + 1 excluded), each with its text.
 * @example compositeInterpretation(c, undefined, 'en').signs.map((x) => x.body) // ['Sun', 'Moon', 'Venus', 'Mars']
 */
export function compositeInterpretation(c: CompositeResponse, cusps: readonly number[] | undefined, locale: Locale): CompositeInterpretation {
  const at = new Map(c.positions.map((p) => [p.body as string, p]));
  const signs = COMPOSITE_SIGN_TEXT_BODIES.flatMap((body) => {
    const p = at.get(body);
    return p === undefined ? [] : [{ body, sign: p.sign, text: compositeSignText(body, p.sign, locale) }];
  });
  if (cusps === undefined) return { locale, signs };
  const houses = RELATIONSHIP_TEXT_PLANETS.flatMap((body) => {
    const p = at.get(body);
    if (p === undefined) return [];
    const house = houseContaining(p.longitude, cusps);
    return [{ body, house, text: compositeHouseText(body, house, locale) }];
  });
  return { locale, signs, houseCusps: [...cusps], houses };
}
