// Urania's own text, translated from its English original (src/text/chart-shape-words.ts); locale de.
import type { ChartShapeWords } from '../chart-shape-words.js';
import type { PartialText } from '../partial-text.js';
import { bodyDe } from './aspect-patterns.js';

/** The leading planet of a chart shape, named as the aspect patterns name a body. */
export const CHART_SHAPE_WORDS_DE: PartialText<ChartShapeWords> = {
  leadingPlanet: (planet) => `Führender Planet: ${bodyDe(planet)}.`,
};
