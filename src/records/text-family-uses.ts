import type { Locale } from '../schemas/index.js';
import { REPORT_WORDS_FAMILY } from '../report/report-words.js';
import { RELATIONSHIP_REPORT_WORDS_FAMILY } from '../report/relationship-report-words.js';
import { TECHNIQUE_REPORT_WORDS_FAMILY } from '../report/technique-report-words.js';
import { VEDIC_FACTS_WORDS_FAMILY } from '../report/vedic-facts-words.js';
import { VEDIC_REPORT_WORDS_FAMILY } from '../report/vedic-report-words.js';
import { NATAL_TEXT_FAMILY } from '../text/natal-locales.js';
import { RELATIONSHIP_TEXT_FAMILY } from '../text/relationship-text.js';
import { TECHNIQUE_TEXT_FAMILY } from '../text/technique-locales.js';
import type { TextFamilyUse } from '../text/text-fallback-warnings.js';
import { familyUse } from '../text/text-family.js';
import { VEDIC_TEXT_FAMILY } from '../text/vedic-text-locales.js';
import { YOGA_DOSHA_TEXT_FAMILY } from '../text/yoga-dosha-text.js';

/**
 * @summary The text families a report reads besides `LocaleText`, for the `warnings` of a report in `locale`
 * (issue 31): the report's own text and its headings, each translated in whole, in part or not yet.
 * @example reportTextFamilies('natal', 'en').length // 2
 */
export function reportTextFamilies(report: 'natal' | 'technique' | 'vedic' | 'relationship', locale: Locale): TextFamilyUse[] {
  switch (report) {
    case 'natal':
      return [familyUse(NATAL_TEXT_FAMILY, locale), familyUse(REPORT_WORDS_FAMILY, locale)];
    case 'technique':
      return [familyUse(TECHNIQUE_TEXT_FAMILY, locale), familyUse(TECHNIQUE_REPORT_WORDS_FAMILY, locale)];
    case 'vedic':
      return [familyUse(VEDIC_TEXT_FAMILY, locale), familyUse(YOGA_DOSHA_TEXT_FAMILY, locale), familyUse(VEDIC_REPORT_WORDS_FAMILY, locale), familyUse(VEDIC_FACTS_WORDS_FAMILY, locale)];
    case 'relationship':
      return [
        familyUse(RELATIONSHIP_TEXT_FAMILY, locale),
        familyUse(RELATIONSHIP_REPORT_WORDS_FAMILY, locale),
        familyUse(REPORT_WORDS_FAMILY, locale, 'natal report headings'),
      ];
  }
}
