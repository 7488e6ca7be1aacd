import type { Locale } from '../schemas/interpretation.js';
import { ASPECT_PATTERN_WORDS_EN, type AspectPatternWords } from './aspect-pattern-words.js';
import { CHART_SHAPE_WORDS_EN, type ChartShapeWords } from './chart-shape-words.js';
import { ASPECT_PATTERN_WORDS_DE } from './de/aspect-patterns.js';
import { CHART_SHAPE_WORDS_DE } from './de/chart-shape-words.js';
import { PLANETARY_JOY_TEXT_DE } from './de/planetary-joys.js';
import { ASPECT_PATTERN_WORDS_ES } from './es/aspect-patterns.js';
import { CHART_SHAPE_WORDS_ES } from './es/chart-shape-words.js';
import { PLANETARY_JOY_TEXT_ES } from './es/planetary-joys.js';
import { ASPECT_PATTERN_WORDS_FR } from './fr/aspect-patterns.js';
import { CHART_SHAPE_WORDS_FR } from './fr/chart-shape-words.js';
import { PLANETARY_JOY_TEXT_FR } from './fr/planetary-joys.js';
import { PLANETARY_JOY_TEXT_EN, type PlanetaryJoyText } from './planetary-joy-text.js';
import { ASPECT_PATTERN_WORDS_PT_BR } from './pt-br/aspect-patterns.js';
import { CHART_SHAPE_WORDS_PT_BR } from './pt-br/chart-shape-words.js';
import { PLANETARY_JOY_TEXT_PT_BR } from './pt-br/planetary-joys.js';
import { familyTable, textFamily } from './text-family.js';

/**
 * The chart figures' short texts in every locale (issue 31): the aspect patterns' descriptions (`aspectPatterns`,
 * composed from each finding), the leading planet of a chart shape (`chartShape`, after the shape's own sentence,
 * which is the natal report's `NatalText.chartShape`) and the seven planetary joys (`planetaryJoys`). Each is whole
 * in es, pt-BR, fr and de: the two arrays cannot carry a record's `warnings`, so none of them may fall back.
 */
export const ASPECT_PATTERN_WORDS_FAMILY = textFamily<AspectPatternWords>('aspect pattern descriptions', ASPECT_PATTERN_WORDS_EN, {
  es: ASPECT_PATTERN_WORDS_ES, 'pt-BR': ASPECT_PATTERN_WORDS_PT_BR, fr: ASPECT_PATTERN_WORDS_FR, de: ASPECT_PATTERN_WORDS_DE,
}, { composed: true });

/** The chart shape's leading-planet sentence in every locale. */
export const CHART_SHAPE_WORDS_FAMILY = textFamily<ChartShapeWords>('chart shape words', CHART_SHAPE_WORDS_EN, {
  es: CHART_SHAPE_WORDS_ES, 'pt-BR': CHART_SHAPE_WORDS_PT_BR, fr: CHART_SHAPE_WORDS_FR, de: CHART_SHAPE_WORDS_DE,
}, { composed: true });

/** The planetary joys, one sentence per planet, in every locale. */
export const PLANETARY_JOY_TEXT_FAMILY = textFamily<PlanetaryJoyText>('planetary joy descriptions', PLANETARY_JOY_TEXT_EN, {
  es: PLANETARY_JOY_TEXT_ES, 'pt-BR': PLANETARY_JOY_TEXT_PT_BR, fr: PLANETARY_JOY_TEXT_FR, de: PLANETARY_JOY_TEXT_DE,
}, { lines: true });

export const ASPECT_PATTERN_WORDS: Readonly<Record<Locale, AspectPatternWords>> = familyTable(ASPECT_PATTERN_WORDS_FAMILY);
export const CHART_SHAPE_WORDS: Readonly<Record<Locale, ChartShapeWords>> = familyTable(CHART_SHAPE_WORDS_FAMILY);
export const PLANETARY_JOY_TEXT: Readonly<Record<Locale, PlanetaryJoyText>> = familyTable(PLANETARY_JOY_TEXT_FAMILY);
