import type { CHART_SHAPES, Locale } from '../schemas/index.js';
import { CHART_SHAPE_PT_BR } from './pt-br/natal/chart-shape.js';

/**
 * The chart shape's paragraph of the natal report in the locales that have written it; any other locale reads the
 * record's own English description (`ChartShape.description`, src/aspects/chart-shape.ts).
 */
export const CHART_SHAPE_TEXT: Readonly<Partial<Record<Locale, Readonly<Record<(typeof CHART_SHAPES)[number], string>>>>> = {
  'pt-BR': CHART_SHAPE_PT_BR,
};
