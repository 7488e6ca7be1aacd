import { element } from './svg-writer.js';

/** The generic font stack of every text: no font file is needed, any sans-serif renders it. */
export const WHEEL_FONT = 'Helvetica, Arial, sans-serif';

/**
 * The font stack of a drawing in another language than English (docs/chart-wheel.md "Fonts"): the generic stack with
 * the fonts of Debian (Noto; the small Lohit Devanagari, 0.2 MB, and WenQuanYi Micro Hei, 5 MB, that CI installs:
 * .ci/run) and the system fonts of Windows and macOS that cover Latin with accents, Cyrillic, Devanagari and
 * simplified Chinese named before the last resort, so a viewer picks the first it has, glyph by glyph; none is
 * embedded, and `sans-serif` ends the list for a viewer that has none of them.
 */
export const WHEEL_FONT_WORLD =
  "Helvetica, Arial, 'Noto Sans', 'Noto Sans Devanagari', 'Lohit Devanagari', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', 'Nirmala UI', Mangal, 'Microsoft YaHei', 'PingFang SC', sans-serif";

/**
 * @summary A drawing's SVG with the world font stack in place of the generic one on every text (`WHEEL_FONT_WORLD`),
 * for a drawing in another language than English; an English drawing is returned as is.
 */
export function withLocaleFonts(svg: string, locale: string): string {
  return locale === 'en' ? svg : svg.split(`font-family="${WHEEL_FONT}"`).join(`font-family="${WHEEL_FONT_WORLD}"`);
}

/**
 * @summary A `<text>` centerd on (x, y) (`text-anchor`, vertical center by `dominant-baseline="central"`), in the
 * wheel's font stack.
 */
export function wheelText(
  x: number,
  y: number,
  content: string,
  size: number,
  color: string,
  anchor: 'start' | 'middle' | 'end' = 'middle',
  extra: Record<string, string> = {},
): string {
  return element(
    'text',
    {
      x,
      y,
      'font-size': Math.round(size * 100) / 100,
      'font-family': WHEEL_FONT,
      'text-anchor': anchor,
      'dominant-baseline': 'central',
      fill: color,
      stroke: 'none',
      ...extra,
    },
    xmlText(content),
  );
}

function xmlText(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * @summary Whole degrees and whole arc minutes of a position within its sign, as shown on the wheel
 * (truncated, as ephemerides print them): `15°`, `42′`.
 * @example degreeMinute(15.7) // { degree: '15°', minute: '42′' }
 */
export function degreeMinute(degreeInSign: number): { degree: string; minute: string } {
  const totalMinutes = Math.floor(degreeInSign * 60 + 1e-9);
  const d = Math.floor(totalMinutes / 60);
  const m = totalMinutes - d * 60;
  return { degree: `${d}°`, minute: `${String(m).padStart(2, '0')}′` };
}
