import { natalWheel } from '../index.js';
import type { NatalChartResponse } from '../schemas/index.js';
import type { PageTheme } from './birth-form-values.js';

/** The wheel's size on the page, pixels: the SVG scales to the column's width (at most this). */
export const PAGE_WHEEL_SIZE = 640;

/**
 * @summary The chart wheel of the page as an SVG string: the library's `natalWheel` in the page's theme, with
 * its default bodies and aspects (the ten planets, Chiron and the true nodes; the Ptolemaic aspects).
 * @example drawWheel(chart, 'dark').startsWith('<svg') // true
 */
export function drawWheel(chart: NatalChartResponse, theme: PageTheme): string {
  return natalWheel(chart, { size: PAGE_WHEEL_SIZE, theme });
}
