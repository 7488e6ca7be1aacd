import type { AspectGrid } from '../index.js';
import { aspectGrid as libraryAspectGrid } from '../web-library/chart.js';
import type { NatalChartResponse } from '../schemas/index.js';
import { displayName } from './display-name.js';

export type { AspectCell, AspectGrid } from '../index.js';

/**
 * @summary The aspect grid of a natal chart over its aspect bodies (the ten planets, Chiron and the true nodes, in
 * that order): the lower triangle, each cell the one aspect the chart lists for the pair, or empty — the library's
 * `aspectGrid` (src/chart-wheel/aspect-grid.ts, also drawn by the wheel's `layout: 'wheel+grid'`), its spoken labels
 * naming the bodies as the page does (`displayName`).
 * @example aspectGrid(chart).cells[1][0]?.type // 'square' (Moon–Sun)
 */
export function aspectGrid(chart: NatalChartResponse): AspectGrid {
  return libraryAspectGrid(chart, { name: displayName });
}
