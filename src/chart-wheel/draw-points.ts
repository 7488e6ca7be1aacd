import type { WheelPoint } from '../schemas/index.js';
import { MARK_GLYPHS } from './body-glyphs.js';
import { drawGlyph } from './draw-glyph.js';
import { positionWords } from './draw-houses.js';
import { radial } from './draw-zodiac.js';
import { spreadInSectors } from './spread-in-sectors.js';
import { LOT_GLYPHS, lotGlyphName, pointShortName } from './lot-glyphs.js';
import { dataDegrees, element, xmlEscape } from './svg-writer.js';
import { polar, type WheelFrame } from './wheel-geometry.js';
import { glyphSeparation, lineClearance, type WheelLayout } from './wheel-layout.js';
import { wheelText } from './wheel-text.js';
import type { WheelThemeColors } from './wheel-themes.js';
import { LABELS_EN } from '../i18n/en/labels.js';
import type { LabelCatalogue } from '../i18n/label-catalogue.js';

/**
 * @summary The ring of fixed stars and lots just inside the sign ring: a tick at each point's exact longitude, its
 * mark (a four-pointed star, or ⊗ for a lot) and under it the lot's own glyph (`LOT_GLYPHS`: Fortune, Spirit, …) or
 * the first three letters of the name, spread apart where points crowd but never across an angle line (`lines`),
 * keeping clear of it; the full name and position are the group's `aria-label` and `<title>` (a tooltip in browsers).
 */
export function drawPoints(
  frame: WheelFrame,
  layout: WheelLayout,
  colors: WheelThemeColors,
  points: readonly WheelPoint[],
  lines: readonly number[] = [],
  labels: LabelCatalogue = LABELS_EN,
): string {
  const ring = (layout.zodiacInner + layout.pointsInner) / 2;
  const band = layout.zodiacInner - layout.pointsInner;
  const mark = band * 0.36;
  const clearance = lineClearance(layout.size);
  const angle = (d: number, r: number) => (Math.asin(Math.min(1, d / r)) * 180) / Math.PI;
  // The widest element of a point: its text (three letters, 0.6 em each) or its mark, at the text's radius.
  const half = Math.hypot(band * 0.34 * 0.6 * 3, band * 0.34) / 2;
  const inner = ring - band * 0.24;
  const placed = spreadInSectors(
    points.map((p) => p.longitude),
    lines,
    {
      separation: (s: number) => Math.max(glyphSeparation(ring, band * 0.62 * s), 2 * angle(half * s * 1.02, inner)),
      margin: (s: number) => angle(half * s + clearance, inner),
    },
  );
  const groups = points.map((p, i) => {
    // A lot with a glyph is named in the catalogue's words (a star keeps its catalogue name).
    const lotName = p.kind === 'lot' && labels.locale !== 'en' ? lotGlyphName(p.name) : undefined;
    const words = `${lotName === undefined ? p.name : labels.lots[lotName]} ${positionWords(p.longitude, labels)}`;
    const { longitude: at, scale } = placed[i]!;
    const m = polar(frame, at, ring + band * 0.2);
    const t = polar(frame, at, inner);
    const lot = p.kind === 'lot' ? lotGlyphName(p.name) : undefined;
    const below =
      lot === undefined
        ? wheelText(t.x, t.y, pointShortName(p.name), band * 0.34 * scale, colors.point, 'middle', {
            class: 'point-name',
          })
        : drawGlyph(LOT_GLYPHS[lot], t.x, t.y, band * 0.3 * scale, colors.point, layout.size / 1000, {
            class: 'lot-glyph',
            'data-lot': lot,
          });
    return element(
      'g',
      {
        class: 'point',
        'data-kind': p.kind ?? 'star',
        'data-longitude': dataDegrees(p.longitude),
        role: 'img',
        'aria-label': words,
      },
      element('title', {}, xmlEscape(words)) +
        radial(frame, p.longitude, layout.zodiacInner, layout.zodiacInner - band * 0.12, {
          stroke: colors.point,
          'stroke-width': layout.size / 700,
        }) +
        drawGlyph(
          p.kind === 'lot' ? MARK_GLYPHS.lot : MARK_GLYPHS.star,
          m.x,
          m.y,
          mark * scale,
          colors.point,
          layout.size / 900,
          { class: 'point-mark' },
        ) +
        below,
    );
  });
  return element(
    'g',
    { class: 'points' },
    element('circle', {
      cx: layout.cx,
      cy: layout.cy,
      r: layout.pointsInner,
      fill: 'none',
      stroke: colors.muted,
      'stroke-width': layout.size / 1100,
    }) + groups.join(''),
  );
}
