// Urania's own text, translated from its English original (src/text/chart-shape-words.ts); locale es.
import type { ChartShapeWords } from '../chart-shape-words.js';
import type { PartialText } from '../partial-text.js';
import { bodyEs } from './aspect-patterns.js';

/** The leading planet of a chart shape, named as the aspect patterns name a body. */
export const CHART_SHAPE_WORDS_ES: PartialText<ChartShapeWords> = {
  leadingPlanet: (planet) => `Planeta que va al frente: ${bodyEs(planet)}.`,
};
