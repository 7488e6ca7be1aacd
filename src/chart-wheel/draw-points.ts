import type { WheelPoint } from '../schemas/index.js';
import { MARK_GLYPHS } from './body-glyphs.js';
import { drawGlyph } from './draw-glyph.js';
import { positionWords } from './draw-houses.js';
import { radial } from './draw-zodiac.js';
import { spreadLongitudes } from './spread-glyphs.js';
import { dataDegrees, element, xmlEscape } from './svg-writer.js';
import { polar, type WheelFrame } from './wheel-geometry.js';
import { glyphSeparation, type WheelLayout } from './wheel-layout.js';
import { wheelText } from './wheel-text.js';
import type { WheelThemeColors } from './wheel-themes.js';

/**
 * @summary The ring of fixed stars and lots just inside the sign ring: a tick at each point's exact longitude, its
 * mark (a four-pointed star, or a crossed circle for a lot) and the first three letters of its name, spread apart
 * where points crowd; the full name and position are the group's `aria-label` and `<title>` (a tooltip in browsers).
 */
export function drawPoints(
  frame: WheelFrame,
  layout: WheelLayout,
  colors: WheelThemeColors,
  points: readonly WheelPoint[],
): string {
  const ring = (layout.zodiacInner + layout.pointsInner) / 2;
  const band = layout.zodiacInner - layout.pointsInner;
  const mark = band * 0.36;
  const placed = spreadLongitudes(
    points.map((p) => p.longitude),
    glyphSeparation(ring, band * 0.62),
  );
  const groups = points.map((p, i) => {
    const words = `${p.name} ${positionWords(p.longitude)}`;
    const m = polar(frame, placed[i]!, ring + band * 0.2);
    const t = polar(frame, placed[i]!, ring - band * 0.24);
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
          mark,
          colors.point,
          layout.size / 900,
        ) +
        wheelText(t.x, t.y, p.name.slice(0, 3), band * 0.34, colors.point),
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
