import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { SIGNS } from '../schemas/enums.js';
import type { Locale } from '../schemas/interpretation.js';
import { NakshatraInterpretationQuery, NAKSHATRA_NAMES, type NakshatraInterpretation } from '../schemas/vedic-interpretation.js';
import { VEDIC_TEXT_FAMILY, vedicText } from '../text/vedic-text-locales.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { familyUse } from '../text/text-family.js';
import { NAKSHATRAS } from '../vedic/nakshatras.js';
import { parse } from './parse.js';

/**
 * @summary The reading of a nakshatra in Urania's own words (docs/interpretations.md "Vedic words"): its standing
 * facts (lord, deity, symbol, gana — src/vedic/nakshatras.ts), a 150–250-word description and a 25–50-word note for
 * each of its four padas, with the pada's navamsa sign. Errors: an unknown nakshatra or locale is INVALID_ARGUMENT
 * naming it.
 * @example nakshatraInterpretation('Rohini').ruler // 'Moon'
 */
export function nakshatraInterpretation(nakshatra: (typeof NAKSHATRA_NAMES)[number], options: { readonly locale?: Locale } = {}): NakshatraInterpretation {
  refuseExtraArguments(arguments.length, 2, 'nakshatraInterpretation(nakshatra, options?)', "nakshatraInterpretation('Rohini')");
  const q = parse(NakshatraInterpretationQuery, { nakshatra, ...options });
  const index = NAKSHATRA_NAMES.indexOf(q.nakshatra);
  const facts = NAKSHATRAS[index]!;
  const t = vedicText(q.locale);
  return withTextWarnings(q.locale, {
    index,
    name: q.nakshatra,
    ruler: facts.ruler,
    deity: facts.deity,
    symbol: facts.symbol,
    gana: facts.gana,
    description: t.nakshatras[index]!,
    padas: t.nakshatraPadas[index]!.map((note, k) => ({ pada: k + 1, navamsaSign: SIGNS[(index * 4 + k) % 12]!, text: note })),
  }, [familyUse(VEDIC_TEXT_FAMILY, q.locale ?? 'en')]);
}
