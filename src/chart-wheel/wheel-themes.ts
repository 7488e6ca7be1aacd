import type { AspectNature, Element, WheelTheme } from '../schemas/index.js';

/**
 * The colors of one theme, all plain `#rrggbb` presentation attributes (no CSS, no variables), so the SVG opens
 * unchanged in browsers, Inkscape and librsvg/resvg. A new theme is one entry of {@link WHEEL_THEME_COLORS}.
 */
export interface WheelThemeColors {
  /** Picture background. */
  readonly background: string;
  /** Circles, ticks, cusp lines and text. */
  readonly ink: string;
  /** Secondary lines and labels (house numbers, 1° ticks, footer). */
  readonly muted: string;
  /** Fill of the sign ring, by element (a light tint, so sign glyphs stay readable). */
  readonly signFill: Readonly<Record<Element, string>>;
  /** Sign glyph strokes, by element. */
  readonly signInk: Readonly<Record<Element, string>>;
  /** Fill of the house ring and the inner disc. */
  readonly ringFill: string;
  /** The four angles (thick cusp lines and their letters). */
  readonly angle: string;
  /** Body glyphs of the inner chart and of the outer chart of a bi-wheel. */
  readonly body: string;
  readonly outerBody: string;
  /** Aspect lines by nature. */
  readonly aspect: Readonly<Record<AspectNature, string>>;
  /** Marks of fixed stars and lots. */
  readonly point: string;
}

/** The four themes. `print` is for paper (white, saturated darker hues); `mono` is black and greys only. */
export const WHEEL_THEME_COLORS: Readonly<Record<WheelTheme, WheelThemeColors>> = {
  light: {
    background: '#ffffff',
    ink: '#2b2b3a',
    muted: '#7a7a8c',
    ringFill: '#f7f6f2',
    signFill: { Fire: '#fbe9e4', Earth: '#ecf2e3', Air: '#fbf6df', Water: '#e3eef8' },
    signInk: { Fire: '#c0392b', Earth: '#4f7a28', Air: '#b7950b', Water: '#2471a3' },
    angle: '#8e2469',
    body: '#1f2a44',
    outerBody: '#a04000',
    aspect: { harmonious: '#2471a3', challenging: '#c0392b', neutral: '#4f7a28' },
    point: '#6c3483',
  },
  dark: {
    background: '#151824',
    ink: '#e6e6ef',
    muted: '#9a9cb0',
    ringFill: '#1d2131',
    signFill: { Fire: '#3a2224', Earth: '#24321f', Air: '#36321c', Water: '#1c2a3c' },
    signInk: { Fire: '#ff8a75', Earth: '#9ccc65', Air: '#f4d35e', Water: '#74b9ff' },
    angle: '#f48fb1',
    body: '#f0f0f8',
    outerBody: '#ffb74d',
    aspect: { harmonious: '#64b5f6', challenging: '#ef5350', neutral: '#aed581' },
    point: '#ce93d8',
  },
  print: {
    background: '#ffffff',
    ink: '#000000',
    muted: '#555555',
    ringFill: '#ffffff',
    signFill: { Fire: '#ffffff', Earth: '#ffffff', Air: '#ffffff', Water: '#ffffff' },
    signInk: { Fire: '#a50f15', Earth: '#00441b', Air: '#7f4f00', Water: '#08306b' },
    angle: '#000000',
    body: '#000000',
    outerBody: '#7f2704',
    aspect: { harmonious: '#08519c', challenging: '#a50f15', neutral: '#006d2c' },
    point: '#3f007d',
  },
  mono: {
    background: '#ffffff',
    ink: '#000000',
    muted: '#666666',
    ringFill: '#ffffff',
    signFill: { Fire: '#f2f2f2', Earth: '#ffffff', Air: '#f2f2f2', Water: '#ffffff' },
    signInk: { Fire: '#000000', Earth: '#000000', Air: '#000000', Water: '#000000' },
    angle: '#000000',
    body: '#000000',
    outerBody: '#444444',
    aspect: { harmonious: '#8c8c8c', challenging: '#000000', neutral: '#5a5a5a' },
    point: '#000000',
  },
};
