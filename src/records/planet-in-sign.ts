import { PlanetInSignQuery, type InterpretedBody, type Locale, type PlanetInSignInterpretation, type Sign } from '../schemas/index.js';
import { localeText } from '../text/locales.js';
import { textBodyOf } from '../text/placement-keys.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';

/**
 * @summary The interpretation of a body in a sign (spec `PlanetInSignInterpretation`) — Urania's own writing
 * (docs/interpretations.md): a one-sentence summary, a 140–230-word description, keywords, strengths and
 * challenges, for Sun–Pluto, Chiron, the North Node (true or mean) and Lilith (mean or true). Errors: another body,
 * an unknown sign or locale is INVALID_ARGUMENT naming it.
 * @example planetInSign('Venus', 'Taurus').keywords.length >= 4 // true
 */
export function planetInSign(body: InterpretedBody, sign: Sign, options: { readonly locale?: Locale } = {}): PlanetInSignInterpretation {
  refuseExtraArguments(arguments.length, 3, 'planetInSign(body, sign, options?)', "planetInSign('Venus', 'Taurus')");
  const q = parse(PlanetInSignQuery, { body, sign, ...options });
  const t = localeText(q.locale).planetInSign[textBodyOf(q.body)][q.sign];
  return withTextWarnings(q.locale, {
    body: q.body,
    sign: q.sign,
    summary: t.summary,
    description: t.description,
    keywords: [...t.keywords],
    strengths: [...t.strengths],
    challenges: [...t.challenges],
  });
}
