import type { WheelLayout } from './wheel-layout.js';

/** The smallest text of a compact wheel, pixels of the picture: its house numbers (0.9 of the label size). */
export const COMPACT_MIN_TEXT = 11.5;

/** The sign ring's glyphs grow at most this much: beyond it they would fill the ring (0.14 of its radius wide). */
const SIGN_GLYPH_MAX_SCALE = 1.3;

/** The body glyphs grow at most this much: larger, a crowded house shrinks them back (spread-in-sectors.ts). */
const BODY_GLYPH_MAX_SCALE = 1.6;

/** The wheel's radii shrink to this fraction, leaving the larger cusp labels their room inside the picture. */
const COMPACT_RADIUS = 0.76;

/**
 * @summary The layout of a compact wheel (the `compact` option, issue 22: a wheel shown small, 370 px wide on a
 * 390 px phone, had 4–6 px labels): the body glyphs without their label columns (their positions belong in a table
 * beside the wheel), and the house numbers and cusp labels scaled up so that the smallest text — the house
 * numbers, 0.9 of the label size — is `COMPACT_MIN_TEXT` pixels of the picture, never smaller than at scale 1;
 * the body glyphs grow at most 1.6 times, the sign ring's at most 1.3 times, and the wheel's radii shrink to 76 %
 * so that the larger cusp labels stay inside the picture. `bodyLabelSize` 0 tells the body rings to
 * draw no label rows.
 * @example compactLayout(wheelLayout('single', 370, false)).fontSize // 12.78 (5.92 at scale 1)
 */
export function compactLayout(layout: WheelLayout): WheelLayout & { readonly textScale: number } {
  const textScale = Math.max(1, COMPACT_MIN_TEXT / (0.9 * layout.fontSize));
  const c = textScale > 1 ? COMPACT_RADIUS : 1;
  return {
    ...layout,
    textScale,
    zodiacOuter: layout.zodiacOuter * c,
    zodiacInner: layout.zodiacInner * c,
    pointsInner: layout.pointsInner * c,
    outerBandInner: layout.outerBandInner * c,
    houseInner: layout.houseInner * c,
    glyphRadius: layout.glyphRadius * c,
    outerGlyphRadius: layout.outerGlyphRadius * c,
    aspectRadius: layout.aspectRadius * c,
    cuspLabelRadius: layout.cuspLabelRadius * c,
    glyphSize: layout.glyphSize * Math.min(textScale, BODY_GLYPH_MAX_SCALE),
    fontSize: layout.fontSize * textScale,
    labelGlyphSize: layout.labelGlyphSize * textScale,
    signGlyphSize: layout.signGlyphSize * Math.min(textScale, SIGN_GLYPH_MAX_SCALE),
  };
}
