import { refuseExtraArguments } from '../errors/extra-arguments.js';
import type { Locale } from '../schemas/interpretation.js';
import type { DASHA_LORDS } from '../schemas/record-enums.js';
import { DashaInterpretationQuery, type DashaInterpretation } from '../schemas/vedic-interpretation.js';
import { VEDIC_TEXT_FAMILY, vedicText } from '../text/vedic-text-locales.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { familyUse } from '../text/text-family.js';
import { VIMSHOTTARI_CYCLE_YEARS, VIMSHOTTARI_YEARS } from '../vedic/vimshottari-dasha.js';
import { parse } from './parse.js';

type Lord = (typeof DASHA_LORDS)[number];

/**
 * @summary The reading of a Vimshottari period in Urania's own words (docs/interpretations.md "Vedic words"): a
 * mahadasha (120–200 words), or with `antardasha` the sub-period of that lord within it (60–120 words), and the
 * period's length in dasha years (BPHS ch. 46: the mahadasha's years; an antardasha's years(maha) × years(antar) /
 * 120). Errors: an unknown lord or locale is INVALID_ARGUMENT naming it.
 * @example dashaInterpretation('Saturn').years // 19
 */
export function dashaInterpretation(mahadasha: Lord, options: { readonly antardasha?: Lord; readonly locale?: Locale } = {}): DashaInterpretation {
  refuseExtraArguments(arguments.length, 2, 'dashaInterpretation(mahadasha, options?)', "dashaInterpretation('Saturn', { antardasha: 'Mercury' })");
  const q = parse(DashaInterpretationQuery, { mahadasha, ...options });
  const t = vedicText(q.locale);
  const uses = [familyUse(VEDIC_TEXT_FAMILY, q.locale ?? 'en')];
  if (q.antardasha === undefined) {
    return withTextWarnings(q.locale, { mahadasha: q.mahadasha, years: VIMSHOTTARI_YEARS[q.mahadasha], description: t.mahadashas[q.mahadasha] }, uses);
  }
  return withTextWarnings(q.locale, {
    mahadasha: q.mahadasha,
    antardasha: q.antardasha,
    years: (VIMSHOTTARI_YEARS[q.mahadasha] * VIMSHOTTARI_YEARS[q.antardasha]) / VIMSHOTTARI_CYCLE_YEARS,
    description: t.antardashas[q.mahadasha][q.antardasha],
  }, uses);
}
