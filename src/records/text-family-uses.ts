import type { Locale } from '../schemas/index.js';
import { REPORT_WORDS } from '../report/report-words.js';
import { RELATIONSHIP_REPORT_WORDS } from '../report/relationship-report-words.js';
import { TECHNIQUE_REPORT_WORDS } from '../report/technique-report-words.js';
import { VEDIC_REPORT_WORDS } from '../report/vedic-report-words.js';
import { natalText } from '../text/natal-locales.js';
import { RELATIONSHIP_TEXT_LOCALES } from '../text/relationship-text.js';
import { techniqueText } from '../text/technique-locales.js';
import type { TextFamilyUse } from '../text/text-fallback-warnings.js';
import { vedicText } from '../text/vedic-text-locales.js';
import { yogaDoshaText } from '../text/yoga-dosha-text.js';

/** A family's use by a report in `locale`: its name, the locale's table and English's (`withTextWarnings`). */
function use<T>(name: string, table: Readonly<Record<Locale, T>>, locale: Locale, composed = false): TextFamilyUse {
  return { name, text: table[locale], english: table.en, composed };
}

/**
 * @summary The text families a report reads besides `LocaleText`, for the `warnings` of a report in `locale`
 * (issue 31): the report's own text and its headings, which a translation may not cover yet.
 * @example reportTextFamilies('natal', 'en').length // 2
 */
export function reportTextFamilies(report: 'natal' | 'technique' | 'vedic' | 'relationship', locale: Locale): TextFamilyUse[] {
  const headings = 'section titles and headings';
  switch (report) {
    case 'natal':
      return [
        { name: 'natal report text', text: natalText(locale), english: natalText('en') },
        use(headings, REPORT_WORDS, locale, true),
      ];
    case 'technique':
      return [
        { name: 'predictive technique text', text: techniqueText(locale), english: techniqueText('en') },
        use(headings, TECHNIQUE_REPORT_WORDS, locale, true),
      ];
    case 'vedic':
      return [
        { name: 'Vedic text', text: vedicText(locale), english: vedicText('en') },
        { name: 'yoga and dosha text', text: yogaDoshaText(locale), english: yogaDoshaText('en') },
        use(headings, VEDIC_REPORT_WORDS, locale, true),
      ];
    case 'relationship':
      return [
        use('synastry and composite text', RELATIONSHIP_TEXT_LOCALES, locale),
        use(headings, RELATIONSHIP_REPORT_WORDS, locale, true),
        use('natal report headings', REPORT_WORDS, locale, true),
      ];
  }
}
