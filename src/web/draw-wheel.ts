import { natalWheel } from '../web-library/chart.js';
import type { LabelLocale, NatalChartResponse } from '../schemas/index.js';
import type { PageTheme } from './birth-form-values.js';

/** The wheel's size on the page, pixels: the SVG scales to the column's width (at most this). */
export const PAGE_WHEEL_SIZE = 640;

/** The smallest wheel the library draws (`ChartWheelOptions.size`). */
const SMALLEST_WHEEL = 240;

/**
 * Below this width on screen the wheel gets the phone layout. At 560 px the full wheel's smallest labels (7.7 px at
 * 680 px wide, measured in Chromium) would fall to 6.3 px.
 */
export const PHONE_WHEEL_WIDTH = 560;

/** How the page asks the library for its wheel. */
export interface PageWheelOptions {
  readonly size: number;
  readonly compact: boolean;
}

/**
 * @summary How the page draws the wheel for the width it has on screen (CSS pixels): from `PHONE_WHEEL_WIDTH` up,
 * the full wheel at 640 px (the SVG scales to the column); narrower — a phone — the library's compact wheel
 * (`compact`: glyphs without their degree labels, which the positions table gives; no text under 11.5 px of the
 * picture) drawn at that width, so that one pixel of the picture is one CSS pixel.
 * @example pageWheelOptions(370) // { size: 370, compact: true }
 */
export function pageWheelOptions(width: number): PageWheelOptions {
  if (!(width > 0) || width >= PHONE_WHEEL_WIDTH) return { size: PAGE_WHEEL_SIZE, compact: false };
  return { size: Math.max(SMALLEST_WHEEL, Math.floor(width)), compact: true };
}

/**
 * @summary The chart wheel of the page as an SVG string: the library's `natalWheel` in the page's theme, with
 * its default bodies and aspects (the ten planets, Chiron and the true nodes; the Ptolemaic aspects), drawn for
 * the width it has on screen (`pageWheelOptions`; 640 px wide by default), its words in the page's language.
 * @example drawWheel(chart, 'dark').startsWith('<svg') // true
 */
export function drawWheel(chart: NatalChartResponse, theme: PageTheme, width = PAGE_WHEEL_SIZE, locale: LabelLocale = 'en'): string {
  return natalWheel(chart, { ...pageWheelOptions(width), theme, ...(locale === 'en' ? {} : { locale }) });
}
