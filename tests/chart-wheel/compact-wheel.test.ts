/**
 * Issue 22 item 4: on a 390 px phone the page's wheel (370 px wide) had 4–6 px labels. The `compact` option draws a
 * wheel for a small screen: no label columns under the body glyphs, and no text under 11.5 px of the picture.
 */
import { describe, expect, it } from 'vitest';
import { natalWheel } from '../../src/index.js';
import { natalChart } from '../../src/records/index.js';

/** The smallest text a person reads on a phone, CSS pixels; the page draws one picture pixel per CSS pixel. */
const MIN_TEXT_PX = 11;

const chart = natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 });

/** Every `<text>` of an SVG outside its header and footer: its class and font size. */
function wheelTexts(svg: string): { cls: string; size: number }[] {
  const body = svg.replace(/<g class="(header|footer)">[\s\S]*?<\/g>/g, '');
  return [...body.matchAll(/<text\b([^>]*)>/g)].map(([, attributes]) => ({
    cls: /class="([^"]*)"/.exec(attributes!)?.[1] ?? '',
    size: Number(/font-size="([\d.]+)"/.exec(attributes!)?.[1]),
  }));
}

describe('the compact wheel (a phone\'s layout)', () => {
  it('draws no text under 11 px at 370 px, where the full wheel draws text of 6 px and less', () => {
    const full = wheelTexts(natalWheel(chart, { size: 370 }));
    expect(Math.min(...full.map((t) => t.size))).toBeLessThan(MIN_TEXT_PX);
    const compact = wheelTexts(natalWheel(chart, { size: 370, compact: true }));
    expect(compact.length).toBeGreaterThanOrEqual(12 + 4);
    for (const t of compact) expect(t.size, t.cls).toBeGreaterThanOrEqual(MIN_TEXT_PX);
  });

  it('keeps every glyph and the bodies\' names, and drops only the label columns', () => {
    const svg = natalWheel(chart, { size: 370, compact: true });
    expect(svg).not.toMatch(/class="(degree|minute|label-sign)"/);
    for (const body of ['Sun', 'Moon', 'NorthNode']) expect(svg).toContain(`data-body="${body}"`);
    expect((svg.match(/class="glyph"/g) ?? []).length).toBe((natalWheel(chart, { size: 370 }).match(/class="glyph"/g) ?? []).length);
    // The accessible names keep the positions.
    expect(svg).toMatch(/aria-label="Sun 23°00′ Cancer"/);
  });

  it('changes nothing when false, and refuses a value that is not a boolean', () => {
    expect(natalWheel(chart, { size: 500, compact: false })).toBe(natalWheel(chart, { size: 500 }));
    expect(() => natalWheel(chart, { compact: 'yes' as never })).toThrow(/compact/);
  });
});
