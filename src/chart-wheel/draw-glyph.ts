import type { Glyph } from './glyph.js';
import { element, num, type Attributes } from './svg-writer.js';

/**
 * @summary A glyph drawn in a square box of side `size` centerd at (x, y): one group scaled from the 0..100 grid,
 * stroked in `color` with a stroke of `strokeWidth` pixels (round caps and joins), dots filled. `attributes` go
 * on the group (class, data-*, aria-label).
 * @example drawGlyph(SIGN_GLYPHS.Leo, 100, 100, 20, '#000', 1.5, { class: 'sign' })
 */
export function drawGlyph(
  glyph: Glyph,
  x: number,
  y: number,
  size: number,
  color: string,
  strokeWidth: number,
  attributes: Attributes = {},
): string {
  const k = size / 100;
  const dots = (glyph.dots ?? [])
    .map(([dx, dy, r]) => element('circle', { cx: dx, cy: dy, r, fill: color, stroke: 'none' }))
    .join('');
  return element(
    'g',
    {
      ...attributes,
      transform: `translate(${num(x - size / 2)},${num(y - size / 2)}) scale(${Math.round(k * 10000) / 10000})`,
      fill: 'none',
      stroke: color,
      'stroke-width': Math.round((strokeWidth / k) * 100) / 100,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    },
    element('path', { d: glyph.d }) + dots,
  );
}
