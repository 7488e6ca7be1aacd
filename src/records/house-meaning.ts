import { HouseMeaningQuery, SIGNS, type HouseMeaning } from '../schemas/index.js';
import { localeText } from '../text/locales.js';
import { domicileRuler } from '../zodiac/domiciles.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';

/**
 * @summary The meaning of a house (spec `HouseMeaning`): its traditional name, keywords and description — Urania's
 * own writing (docs/interpretations.md) — with its natural sign (the house's place in the natural zodiac: Aries
 * for the 1st … Pisces for the 12th) and that sign's ruler, traditional by default (Mars for Scorpio, Saturn for
 * Aquarius, Jupiter for Pisces) or modern with `rulers: 'modern'` (the library's one default, issue 22 #17). Errors:
 * a house outside 1–12 is OUT_OF_RANGE, an unknown locale or scheme INVALID_ARGUMENT.
 * @example houseMeaning(10).rulingSign // 'Capricorn'
 */
export function houseMeaning(
  house: number,
  options: { readonly locale?: HouseMeaningQuery['locale']; readonly rulers?: HouseMeaningQuery['rulers'] } = {},
): HouseMeaning {
  refuseExtraArguments(arguments.length, 2, 'houseMeaning(house, options?)', 'houseMeaning(10)');
  const q = parse(HouseMeaningQuery, { house, ...options });
  const text = localeText(q.locale).houses[q.house - 1]!;
  const rulingSign = SIGNS[q.house - 1]!;
  return withTextWarnings(q.locale, {
    house: q.house,
    name: text.name,
    keywords: [...text.keywords],
    description: text.description,
    rulingSign,
    rulingPlanet: domicileRuler(rulingSign, q.rulers ?? 'traditional'),
  });
}
