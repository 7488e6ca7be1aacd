/**
 * The label boxes the layout and its tests rely on (textLength wide, 1.2 em tall around the centre:
 * tests/indian-chart/chart-geometry.ts) hold what resvg — the PNG renderer of the CLI and the server — actually
 * draws: each label of a chart rendered alone, its ink's bounding box (`getBBox`) inside the declared box.
 */
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { indianChart } from '../../src/index.js';
import { PNG_FONT_OPTIONS } from '../../src/http/svg-to-png.js';
import { allElements, parseXml, textOf } from '../chart-wheel/xml.js';
import { HALF_LINE_EM, OVERHANG_EM } from './chart-geometry.js';

/** getBBox measures the outlines (no antialiasing); a hundredth of a pixel for the 2-decimal coordinates. */
const INK_TOLERANCE_PX = 0.01;

describe('label boxes against resvg', () => {
  it('contain the ink of every label, sign label and transit label as resvg draws them', () => {
    const birth = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
    let checked = 0;
    for (const style of ['north', 'south', 'east'] as const) {
      const svg = indianChart({ birth, style, degrees: true, transitAt: '2024-07-15T12:00:00Z', size: 800 });
      const texts = allElements(parseXml(svg)).filter((e) => e.name === 'text' && e.attributes.textLength !== undefined);
      for (const e of texts) {
        const a = e.attributes;
        const attrs = Object.entries(a).map(([k, v]) => `${k}="${v.replace(/"/g, '&quot;')}"`).join(' ');
        const one = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><text ${attrs}>${textOf(e).replace(/&/g, '&amp;').replace(/</g, '&lt;')}</text></svg>`;
        const ink = new Resvg(one, { font: PNG_FONT_OPTIONS }).getBBox();
        expect(ink, textOf(e)).toBeDefined();
        const size = Number(a['font-size']);
        const w = Number(a.textLength) + 2 * OVERHANG_EM * size;
        const [x, y] = [Number(a.x), Number(a.y)];
        expect(ink!.x, textOf(e)).toBeGreaterThanOrEqual(x - w / 2 - INK_TOLERANCE_PX);
        expect(ink!.x + ink!.width, textOf(e)).toBeLessThanOrEqual(x + w / 2 + INK_TOLERANCE_PX);
        expect(ink!.y, textOf(e)).toBeGreaterThanOrEqual(y - HALF_LINE_EM * size - INK_TOLERANCE_PX);
        expect(ink!.y + ink!.height, textOf(e)).toBeLessThanOrEqual(y + HALF_LINE_EM * size + INK_TOLERANCE_PX);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3 * (12 + 19));
  });
});
