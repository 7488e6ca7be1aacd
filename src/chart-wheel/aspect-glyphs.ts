import type { AspectType } from '../schemas/index.js';
import { circlePath, type Glyph } from './glyph.js';

/**
 * Urania's own drawings of the aspect glyphs on the 0..100 grid (stroked), after the usual symbols: conjunction a
 * circle with a stroke to the upper right; opposition two circles joined; trine a triangle; square a square;
 * sextile a six-armed star; semi-sextile a Λ on a bar, quincunx the same upside down; semi-square an open angle,
 * sesquiquadrate a small square with a stroke. The quintiles have no drawn glyph (their letters are written).
 */
export const ASPECT_GLYPHS: Readonly<Partial<Record<AspectType, Glyph>>> = {
  conjunction: { d: `${circlePath(40, 62, 24)}M57,45L86,14` },
  opposition: { d: `${circlePath(24, 76, 15)}${circlePath(76, 24, 15)}M35,65L65,35` },
  trine: { d: 'M50,10L90,84L10,84Z' },
  square: { d: 'M16,16L84,16L84,84L16,84Z' },
  sextile: { d: 'M50,8L50,92M14,29L86,71M14,71L86,29' },
  semiSextile: { d: 'M12,18L88,18M24,88L50,18L76,88' },
  quincunx: { d: 'M12,82L88,82M24,12L50,82L76,12' },
  semiSquare: { d: 'M84,14L16,84L88,84' },
  sesquiquadrate: { d: 'M14,46L54,46L54,86L14,86ZM54,46L88,12' },
};

/** The letters written for an aspect without a drawn glyph. */
export const ASPECT_LETTERS: Readonly<Partial<Record<AspectType, string>>> = {
  quintile: 'Q',
  biquintile: 'bQ',
};
