import type { WheelTheme } from '../schemas/index.js';

/** How one line of a chart is drawn: its color and its dash pattern. */
export interface SeriesStyle {
  readonly color: string;
  /** `stroke-dasharray` in units of the line width ('' for a solid line). */
  readonly dash: string;
}

/**
 * Line colors of each theme, in the order bodies are listed. Light and print take the Tableau 10 hues (light) and
 * darker ones (print); dark takes brighter ones for a navy background; mono is black and greys.
 */
const SERIES_COLORS: Readonly<Record<WheelTheme, readonly string[]>> = {
  light: ['#d4a017', '#7f7f7f', '#2ca02c', '#d62728', '#1f77b4', '#8c564b', '#17becf', '#9467bd', '#e377c2', '#bcbd22', '#ff7f0e', '#393b79'],
  dark: ['#ffd54f', '#cfd8dc', '#81c784', '#ef5350', '#64b5f6', '#bcaaa4', '#4dd0e1', '#b39ddb', '#f48fb1', '#dce775', '#ffb74d', '#9fa8da'],
  print: ['#8a6d00', '#4d4d4d', '#006d2c', '#a50f15', '#08519c', '#5d3a1a', '#00686b', '#54278f', '#ae017e', '#6b6b00', '#b35806', '#1a1a5e'],
  mono: ['#000000', '#595959', '#000000', '#595959', '#000000', '#595959', '#000000', '#595959', '#000000', '#595959', '#000000', '#595959'],
};

/**
 * Dash patterns by position, the same in every theme (so that themes change colors only, and lines stay apart
 * without color: a reader who does not see the hues, or a print in black, tells them by their dashes).
 */
const SERIES_DASHES = ['', '6 3', '2 2', '8 3 2 3', '', '4 4', '1 3', '10 4', '6 2 2 2', '3 3', '12 3', '5 2 1 2'];

/**
 * @summary The style of the `index`-th line of a chart in a theme (colors and dashes repeat after twelve lines;
 * from the thirteenth on, a line shares its style with the one twelve before).
 * @example seriesStyle('light', 0) // { color: '#d4a017', dash: '' }
 */
export function seriesStyle(theme: WheelTheme, index: number): SeriesStyle {
  const colors = SERIES_COLORS[theme];
  return { color: colors[index % colors.length]!, dash: SERIES_DASHES[index % SERIES_DASHES.length]! };
}
