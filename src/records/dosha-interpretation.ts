import { refuseExtraArguments } from '../errors/extra-arguments.js';
import type { Locale } from '../schemas/interpretation.js';
import { DoshaInterpretationQuery, type DoshaInterpretation, type DoshaTextId } from '../schemas/vedic-interpretation.js';
import { YOGA_DOSHA_TEXT_FAMILY, yogaDoshaText } from '../text/yoga-dosha-text.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { familyUse } from '../text/text-family.js';
import { parse } from './parse.js';

export type { DoshaInterpretationQuery, DoshaInterpretation };

/**
 * @summary Urania's text for a dosha reading (docs/interpretations.md "Yogas and doshas"): `manglik` and each named
 * cancellation (`manglik-cancellation-<name>` of `vedicDoshas`' `manglik.cancellations`), each Kaal Sarp type
 * (`kaal-sarp-<type>`, lower case: `kaal-sarp-anant` … `kaal-sarp-sheshnag`) and `kaal-sarp-partial`, `sade-sati`
 * and its phases (`sade-sati-rising`, `-peak`, `-setting`), and the Dhaiya signs (`dhaiya-fourth`, `dhaiya-eighth`):
 * what it promises, when it acts and what weakens or cancels it, 80–150 words. Errors: an unknown id or locale is
 * INVALID_ARGUMENT naming it.
 * @example doshaInterpretation('sade-sati-peak').name.startsWith('Sade Sati') // true
 */
export function doshaInterpretation(id: DoshaTextId, options: { readonly locale?: Locale } = {}): DoshaInterpretation {
  refuseExtraArguments(arguments.length, 2, 'doshaInterpretation(id, options?)', "doshaInterpretation('manglik')");
  const q = parse(DoshaInterpretationQuery, { id, ...options });
  const locale = q.locale ?? 'en';
  const entry = yogaDoshaText(locale).doshas[q.id];
  return withTextWarnings(locale, { id: q.id, name: entry.name, locale, text: entry.text }, [familyUse(YOGA_DOSHA_TEXT_FAMILY, locale)]);
}
