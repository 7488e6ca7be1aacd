import type { Body } from '../schemas/index.js';

/**
 * The words `ChartShape.description` adds to the shape's own sentence (the natal report's chart-shape text,
 * `NatalText.chartShape`, in every language): the leading planet, where the shape has one (issue 31). Translated in
 * src/text/<locale>/chart-shape-words.ts, each naming the planet as its language does.
 */
export interface ChartShapeWords {
  /** `Leading planet: Jupiter.` */
  readonly leadingPlanet: (planet: Body) => string;
}

/** English, the wording `chartShape` has always given (`jonesShapeOf`'s own, src/aspects/chart-shape.ts). */
export const CHART_SHAPE_WORDS_EN: ChartShapeWords = {
  leadingPlanet: (planet) => `Leading planet: ${planet}.`,
};
