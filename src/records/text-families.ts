import { REPORT_WORDS_FAMILY } from '../report/report-words.js';
import { RELATIONSHIP_REPORT_WORDS_FAMILY } from '../report/relationship-report-words.js';
import { TECHNIQUE_REPORT_WORDS_FAMILY } from '../report/technique-report-words.js';
import { VEDIC_FACTS_WORDS_FAMILY } from '../report/vedic-facts-words.js';
import { VEDIC_REPORT_WORDS_FAMILY } from '../report/vedic-report-words.js';
import { ASPECT_PATTERN_WORDS_FAMILY, CHART_SHAPE_WORDS_FAMILY, PLANETARY_JOY_TEXT_FAMILY } from '../text/chart-figure-text-locales.js';
import { COMPATIBILITY_TEXT_FAMILY, DAY_HIGHLIGHT_WORDS_FAMILY, LUNAR_GUIDANCE_TEXT_FAMILY } from '../text/day-text-locales.js';
import { ELECTIONAL_FACTOR_TEXT_FAMILY } from '../text/electional-factor-locales.js';
import { EVENT_LABEL_WORDS_FAMILY } from '../text/horoscope-event-label-locales.js';
import { NATAL_TEXT_FAMILY } from '../text/natal-locales.js';
import { RELATIONSHIP_TEXT_FAMILY } from '../text/relationship-text.js';
import { SIGN_KEYWORDS_FAMILY } from '../text/sign-keywords-locales.js';
import { TECHNIQUE_TEXT_FAMILY } from '../text/technique-locales.js';
import type { TextFamily } from '../text/text-family.js';
import { VEDIC_TEXT_FAMILY } from '../text/vedic-text-locales.js';
import { YOGA_DOSHA_TEXT_FAMILY } from '../text/yoga-dosha-text.js';

/**
 * Every text family outside `LocaleText` and the horoscope text (issue 31), each translatable in part: the checks
 * every translation is held to (tests/text/translated-text.test.ts, tests/i18n/translation-quality.test.ts) walk them
 * all, by the name of the table a translator edits.
 */
export const TEXT_FAMILIES: Readonly<Record<string, TextFamily<unknown>>> = {
  natal: NATAL_TEXT_FAMILY,
  technique: TECHNIQUE_TEXT_FAMILY,
  vedic: VEDIC_TEXT_FAMILY,
  yogaDosha: YOGA_DOSHA_TEXT_FAMILY,
  relationship: RELATIONSHIP_TEXT_FAMILY,
  reportWords: REPORT_WORDS_FAMILY,
  techniqueReportWords: TECHNIQUE_REPORT_WORDS_FAMILY,
  vedicReportWords: VEDIC_REPORT_WORDS_FAMILY,
  vedicFactsWords: VEDIC_FACTS_WORDS_FAMILY,
  relationshipReportWords: RELATIONSHIP_REPORT_WORDS_FAMILY,
  compatibility: COMPATIBILITY_TEXT_FAMILY,
  lunarGuidance: LUNAR_GUIDANCE_TEXT_FAMILY,
  dayHighlight: DAY_HIGHLIGHT_WORDS_FAMILY,
  aspectPatterns: ASPECT_PATTERN_WORDS_FAMILY,
  chartShapeWords: CHART_SHAPE_WORDS_FAMILY,
  planetaryJoys: PLANETARY_JOY_TEXT_FAMILY,
  electionalFactors: ELECTIONAL_FACTOR_TEXT_FAMILY,
  eventLabels: EVENT_LABEL_WORDS_FAMILY,
  signKeywords: SIGN_KEYWORDS_FAMILY,
};
