import { ELEMENTS, SIGNS } from '../schemas/index.js';
import { drawGlyph } from './draw-glyph.js';
import { SIGN_GLYPHS } from './sign-glyphs.js';
import { element, num } from './svg-writer.js';
import { polar, type WheelFrame } from './wheel-geometry.js';
import type { WheelLayout } from './wheel-layout.js';
import type { WheelThemeColors } from './wheel-themes.js';
import { LABELS_EN } from '../i18n/en/labels.js';
import type { LabelCatalogue } from '../i18n/label-catalogue.js';

/**
 * @summary The path of an annular sector between two longitudes and two radii (counter-clockwise on the screen
 * from `from` to `to`, less than 180° wide).
 */
export function ringSector(
  frame: WheelFrame,
  from: number,
  to: number,
  outer: number,
  inner: number,
): string {
  const a = polar(frame, from, outer);
  const b = polar(frame, to, outer);
  const c = polar(frame, to, inner);
  const d = polar(frame, from, inner);
  return (
    `M${num(a.x)},${num(a.y)}A${num(outer)},${num(outer)} 0 0,0 ${num(b.x)},${num(b.y)}` +
    `L${num(c.x)},${num(c.y)}A${num(inner)},${num(inner)} 0 0,1 ${num(d.x)},${num(d.y)}Z`
  );
}

/** @summary A radial line at a longitude between two radii, as `<line>` attributes' text. */
export function radial(
  frame: WheelFrame,
  longitude: number,
  r1: number,
  r2: number,
  attributes: Record<string, string | number>,
): string {
  const a = polar(frame, longitude, r1);
  const b = polar(frame, longitude, r2);
  return element('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, ...attributes });
}

/**
 * @summary The sign ring: twelve sectors tinted by element, the sign boundaries, 1° and 5° ticks on its inner
 * edge (10° ticks longer), and each sign's glyph at the middle of its sector, colored by element.
 */
export function drawZodiac(frame: WheelFrame, layout: WheelLayout, colors: WheelThemeColors, labels: LabelCatalogue = LABELS_EN): string {
  const { zodiacOuter: ro, zodiacInner: ri } = layout;
  const parts: string[] = [];
  SIGNS.forEach((sign, i) => {
    const element_ = ELEMENTS[i % 4]!;
    parts.push(
      element('path', {
        d: ringSector(frame, i * 30, i * 30 + 30, ro, ri),
        fill: colors.signFill[element_],
        stroke: 'none',
      }),
    );
  });
  const ticks: string[] = [];
  const band = ro - ri;
  for (let d = 0; d < 360; d++) {
    if (d % 30 === 0) continue;
    const length = d % 10 === 0 ? 0.3 * band : d % 5 === 0 ? 0.2 * band : 0.1 * band;
    ticks.push(radial(frame, d, ri, ri + length, {}));
  }
  parts.push(
    element(
      'g',
      { class: 'ticks', stroke: colors.muted, 'stroke-width': Math.max(0.5, layout.size / 1400) },
      ticks.join(''),
    ),
  );
  const bounds = SIGNS.map((_, i) => radial(frame, i * 30, ri, ro, {})).join('');
  parts.push(
    element('g', { class: 'sign-boundaries', stroke: colors.ink, 'stroke-width': layout.size / 900 }, bounds),
  );
  parts.push(
    element('circle', {
      cx: layout.cx,
      cy: layout.cy,
      r: ro,
      fill: 'none',
      stroke: colors.ink,
      'stroke-width': layout.size / 640,
    }),
  );
  parts.push(
    element('circle', {
      cx: layout.cx,
      cy: layout.cy,
      r: ri,
      fill: 'none',
      stroke: colors.ink,
      'stroke-width': layout.size / 900,
    }),
  );
  const mid = ri + 0.58 * band;
  const glyphs = SIGNS.map((sign, i) => {
    const p = polar(frame, i * 30 + 15, mid);
    return drawGlyph(
      SIGN_GLYPHS[sign],
      p.x,
      p.y,
      layout.signGlyphSize,
      colors.signInk[ELEMENTS[i % 4]!],
      layout.size / 420,
      {
        class: 'sign',
        'data-sign': sign,
        role: 'img',
        'aria-label': labels.signs[sign],
      },
    );
  });
  parts.push(element('g', { class: 'signs' }, glyphs.join('')));
  return element('g', { class: 'zodiac' }, parts.join(''));
}
