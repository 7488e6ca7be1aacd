import { SignDescriptionQuery, type Sign, type SignInfo } from '../schemas/index.js';
import { localeText } from '../text/locales.js';
import { SIGN_KEYWORDS, signKeywordsUse } from '../text/sign-keywords-locales.js';
import { SIGN_FACTS } from '../zodiac/signs.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';

/**
 * @summary A zodiac sign's standing facts — glyph, start longitude, element, modality, polarity, traditional and
 * modern rulers, opposite sign, keywords (`zodiac/signs.ts`, sources there) — with Urania's own portrait of it
 * (`signDescription`, docs/interpretations.md), its keywords and portrait in `locale`. The record of `GET /signs/{sign}`. Errors: an unknown sign or
 * locale is INVALID_ARGUMENT naming it.
 * @example signInfo('Scorpio').modernRuler // 'Pluto'
 */
export function signInfo(sign: Sign, options: { readonly locale?: SignDescriptionQuery['locale'] } = {}): SignInfo {
  refuseExtraArguments(arguments.length, 2, 'signInfo(sign, options?)', "signInfo('Scorpio')");
  const q = parse(SignDescriptionQuery, { sign, ...options });
  const f = SIGN_FACTS[q.sign];
  return withTextWarnings(q.locale, {
    sign: q.sign,
    glyph: f.glyph,
    startLongitude: f.startLongitude,
    element: f.element,
    modality: f.modality,
    polarity: f.polarity,
    traditionalRuler: f.traditionalRuler,
    modernRuler: f.modernRuler,
    opposite: f.opposite,
    keywords: [...SIGN_KEYWORDS[q.locale ?? 'en'][q.sign]],
    description: localeText(q.locale).signs[q.sign],
  }, [signKeywordsUse(q.locale ?? 'en')]);
}
