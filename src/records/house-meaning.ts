import { HouseMeaningQuery, SIGNS, type HouseMeaning } from '../schemas/index.js';
import { localeText } from '../text/locales.js';
import { domicileRuler } from '../zodiac/domiciles.js';
import { parse } from './parse.js';

/**
 * @summary The meaning of a house (spec `HouseMeaning`): its traditional name, keywords and description — Urania's
 * own writing (docs/interpretations.md) — with its natural sign (the house's place in the natural zodiac: Aries
 * for the 1st … Pisces for the 12th) and that sign's modern ruler. Errors: a house outside 1–12 is OUT_OF_RANGE,
 * an unknown locale INVALID_ARGUMENT.
 * @example houseMeaning(10).rulingSign // 'Capricorn'
 */
export function houseMeaning(house: number, options: { readonly locale?: HouseMeaningQuery['locale'] } = {}): HouseMeaning {
  const q = parse(HouseMeaningQuery, { house, ...options });
  const text = localeText(q.locale).houses[q.house - 1]!;
  const rulingSign = SIGNS[q.house - 1]!;
  return {
    house: q.house,
    name: text.name,
    keywords: [...text.keywords],
    description: text.description,
    rulingSign,
    rulingPlanet: domicileRuler(rulingSign, 'modern'),
  };
}
