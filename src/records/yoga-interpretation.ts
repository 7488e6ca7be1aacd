import { wording } from '../errors/error-wording.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { UraniaError } from '../errors/urania-error.js';
import type { Locale } from '../schemas/interpretation.js';
import { YogaInterpretationQuery, type YogaInterpretation } from '../schemas/vedic-interpretation.js';
import { YOGA_DOSHA_TEXT_FAMILY, yogaDoshaText } from '../text/yoga-dosha-text.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { familyUse } from '../text/text-family.js';
import { YOGA_RULES } from '../vedic/yoga-rules.js';
import { parse } from './parse.js';

export type { YogaInterpretationQuery, YogaInterpretation };

/**
 * @summary Urania's text for a yoga of the catalogue (docs/interpretations.md "Yogas and doshas"): what it promises,
 * which dashas and transits bring it forward, and what weakens or cancels it, 80–150 words, for every `id` of
 * `vedicYogas`' catalogue (79 yogas). Errors: an id not in the catalogue, or an unknown locale, is INVALID_ARGUMENT
 * naming it.
 * @example yogaInterpretation('gajakesari').name // 'Gajakesari'
 */
export function yogaInterpretation(id: string, options: { readonly locale?: Locale } = {}): YogaInterpretation {
  refuseExtraArguments(arguments.length, 2, 'yogaInterpretation(id, options?)', "yogaInterpretation('gajakesari')");
  const q = parse(YogaInterpretationQuery, { id, ...options });
  const rule = YOGA_RULES.find((r) => r.id === q.id);
  const locale = q.locale ?? 'en';
  const text = rule === undefined ? undefined : yogaDoshaText(locale).yogas[rule.id];
  if (rule === undefined || text === undefined) {
    throw new UraniaError(
      'INVALID_ARGUMENT',
      `id must be the id of a yoga of the catalogue, in kebab-case, such as "gajakesari", "ruchaka" or "neecha-bhanga-raja" (vedicYogas lists them)`,
      { wording: wording('yoga.unknown', { field: 'id' }), field: 'id', received: q.id, allowed: `one of: ${YOGA_RULES.map((r) => r.id).join(', ')}` },
    );
  }
  return withTextWarnings(locale, { id: rule.id, name: rule.name, locale, text }, [familyUse(YOGA_DOSHA_TEXT_FAMILY, locale)]);
}
