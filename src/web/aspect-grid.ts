import type { AspectGrid } from '../index.js';
import { aspectGrid as libraryAspectGrid } from '../web-library/chart.js';
import type { LabelLocale, NatalChartResponse } from '../schemas/index.js';
import { displayName } from './display-name.js';

export type { AspectCell, AspectGrid } from '../index.js';

/**
 * @summary The aspect grid of a natal chart over its aspect bodies (the ten planets, Chiron and the true nodes, in
 * that order): the lower triangle, each cell the one aspect the chart lists for the pair, or empty — the library's
 * `aspectGrid` (src/chart-wheel/aspect-grid.ts, also drawn by the wheel's `layout: 'wheel+grid'`), its spoken labels
 * naming the bodies as the page does (`displayName`) in English, and in the page's `locale` (issue 31) as the
 * library does in that language (the label catalogue's names, its orb and motion words).
 * @example aspectGrid(chart).cells[1][0]?.type // 'square' (Moon–Sun)
 * @example aspectGrid(chart, 'de').cells[1][0]?.label // 'Mond Quadrat Sonne, Orbis …'
 */
export function aspectGrid(chart: NatalChartResponse, locale: LabelLocale = 'en'): AspectGrid {
  return libraryAspectGrid(chart, locale === 'en' ? { name: displayName } : { locale });
}
