import { CHART_SHAPE_DESCRIPTIONS } from '../../../aspects/chart-shape.js';
import type { ChartShapeName } from '../../natal-text.js';

// Urania's own text (original writing for this project), locale en: the natal report's chart-shape paragraph.

/**
 * The seven Jones chart shapes in English: the record's own descriptions (`ChartShape.description`, written once in
 * src/aspects/chart-shape.ts), which the English report prints with the record's "Leading planet" sentence.
 */
export const CHART_SHAPE_EN: Readonly<Record<ChartShapeName, string>> = CHART_SHAPE_DESCRIPTIONS;
