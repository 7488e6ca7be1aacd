import { PlanetInHouseQuery, type InterpretedBody, type Locale, type PlanetInHouseInterpretation } from '../schemas/index.js';
import { localeText } from '../text/locales.js';
import { textBodyOf } from '../text/placement-keys.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';

/**
 * @summary The interpretation of a body in a house (spec `PlanetInHouseInterpretation`) — Urania's own writing
 * (docs/interpretations.md): a one-sentence summary, a 140–230-word description, keywords, strengths and
 * challenges, for Sun–Pluto, Chiron, the North Node (true or mean) and Lilith (mean or true). Errors: another body
 * or an unknown locale is INVALID_ARGUMENT naming it, a house outside 1–12 OUT_OF_RANGE.
 * @example planetInHouse('Saturn', 10).house // 10
 */
export function planetInHouse(body: InterpretedBody, house: number, options: { readonly locale?: Locale } = {}): PlanetInHouseInterpretation {
  refuseExtraArguments(arguments.length, 3, 'planetInHouse(body, house, options?)', "planetInHouse('Saturn', 10)");
  const q = parse(PlanetInHouseQuery, { body, house, ...options });
  const t = localeText(q.locale).planetInHouse[textBodyOf(q.body)][q.house - 1]!;
  return withTextWarnings(q.locale, {
    body: q.body,
    house: q.house,
    summary: t.summary,
    description: t.description,
    keywords: [...t.keywords],
    strengths: [...t.strengths],
    challenges: [...t.challenges],
  });
}
