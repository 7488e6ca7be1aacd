/**
 * transitTimelineChart (issue 27): the Gantt picture of a transit timeline read back. Property (random births and
 * ranges): one bar per contact whose ends map back to its entry and exit, one diamond per exact pass at its
 * instant, and no two texts of the picture overlapping (boxes from Helvetica's metrics, `textWidth`), all inside
 * the picture. Also the wheel's standards (title/desc naming every contact, ids, themes, determinism) and errors.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transitTimelineChart } from '../../src/forecast-charts/transit-timeline-chart.js';
import { textWidth } from '../../src/forecast-charts/text-width.js';
import { transitTimeline } from '../../src/records/transit-timeline.js';
import type { TransitContact } from '../../src/schemas/transit-timeline.js';
import { instant } from '../../src/time/index.js';
import { allElements, byClass, parseXml, textOf, type XmlElement } from '../chart-wheel/xml.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
/** Coordinates carry two decimals, and the bar ends one more unit of rounding: pixels. */
const ROUNDING_PX = 0.011;

function textBoxes(root: XmlElement) {
  return allElements(root)
    .filter((e) => e.name === 'text')
    .map((t) => {
      const size = Number(t.attributes['font-size']);
      const w = textWidth(textOf(t), size);
      const x = Number(t.attributes.x);
      const y = Number(t.attributes.y);
      const anchor = t.attributes['text-anchor'];
      const x0 = anchor === 'end' ? x - w : anchor === 'middle' ? x - w / 2 : x;
      return { text: textOf(t), x0, x1: x0 + w, y0: y - size / 2, y1: y + size / 2 };
    });
}

function check(svg: string, contacts: readonly TransitContact[]) {
  const root = parseXml(svg);
  const rows = byClass(root, 'rows')[0]!.attributes;
  const left = Number(rows['data-left']);
  const right = Number(rows['data-right']);
  const fromJd = Number(rows['data-from-jd']);
  const toJd = Number(rows['data-to-jd']);
  const xOf = (iso: string) => left + ((instant(iso).jdUt - fromJd) / (toJd - fromJd)) * (right - left);
  const groups = byClass(root, 'contact');
  expect(groups.length).toBe(contacts.length);
  groups.forEach((g, i) => {
    const c = contacts[i]!;
    expect(g.attributes['data-transit-body']).toBe(c.transitBody);
    const bar = allElements(g).find((e) => e.attributes.class === 'bar')!;
    const x0 = Number(bar.attributes.x);
    const x1 = x0 + Number(bar.attributes.width);
    expect(Math.abs(x0 - xOf(c.enters))).toBeLessThanOrEqual(ROUNDING_PX);
    // A bar is at least 1.5 px wide at 960 px (a contact of a few hours stays visible).
    const minWidth = (1.5 * Number(root.attributes.width)) / 960;
    expect(Math.abs(x1 - Math.max(xOf(c.leaves), xOf(c.enters) + minWidth))).toBeLessThanOrEqual(2 * ROUNDING_PX);
    const diamonds = allElements(g).filter((e) => e.attributes.class === 'exact');
    expect(diamonds.length).toBe(c.exact.length);
    diamonds.forEach((d, j) => {
      const x = Number(/^M(-?[\d.]+) /.exec(d.attributes.d!)![1]);
      expect(Math.abs(x - xOf(c.exact[j]!.at))).toBeLessThanOrEqual(ROUNDING_PX);
      expect(d.attributes.fill === d.attributes.stroke).toBe(c.exact[j]!.direction === 'direct');
    });
  });
  const width = Number(root.attributes.width);
  const height = Number(root.attributes.height);
  const boxes = textBoxes(root);
  for (const b of boxes) {
    expect(b.x0, b.text).toBeGreaterThanOrEqual(0);
    expect(b.x1, b.text).toBeLessThanOrEqual(width);
    expect(b.y0, b.text).toBeGreaterThanOrEqual(0);
    expect(b.y1, b.text).toBeLessThanOrEqual(height);
  }
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      expect(a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1, `"${a.text}" overlaps "${b.text}"`).toBe(false);
    }
  }
}

describe('transitTimelineChart', () => {
  const contacts = transitTimeline({ birth: BIRTH, from: '2025-01-01', to: '2026-01-01' });
  const svg = transitTimelineChart(contacts, { from: '2025-01-01', to: '2026-01-01' });

  it('draws one bar per contact from entry to exit, a diamond per exact pass, and no overlapping texts', () => {
    expect(contacts.length).toBeGreaterThan(10);
    check(svg, contacts);
  });

  it('holds for random births, ranges and widths (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1940, 0, 1), max: Date.UTC(2005, 0, 1) }),
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) }),
        fc.double({ min: 20, max: 800, noNaN: true }),
        fc.integer({ min: 480, max: 1600 }),
        (birthMs, latitude, longitude, fromMs, days, width) => {
          const b = new Date(birthMs).toISOString();
          const birth = { birthDate: b.slice(0, 10), birthTime: b.slice(11, 16), latitude, longitude };
          const from = new Date(fromMs).toISOString();
          const to = new Date(fromMs + days * 86_400_000).toISOString();
          const list = transitTimeline({ birth, from, to, transitBodies: ['Mars', 'Jupiter', 'Saturn', 'Uranus', 'Pluto'] });
          check(transitTimelineChart(list, { from, to, width }), list);
        },
      ),
      { numRuns: 8 },
    );
  }, 120_000);

  it('meets the wheel’s standards: title and desc, only those ids, themes change colors only, deterministic', () => {
    const root = parseXml(svg);
    expect(root.attributes['aria-labelledby']).toBe('urania-timeline-title urania-timeline-desc');
    expect(allElements(root).filter((e) => e.attributes.id !== undefined).length).toBe(2);
    const desc = textOf(allElements(root).find((e) => e.name === 'desc')!);
    for (const c of contacts) expect(desc).toContain(`${c.transitBody} ${c.aspect} natal ${c.natalPoint}`);
    expect(transitTimelineChart(contacts, { from: '2025-01-01', to: '2026-01-01' })).toBe(svg);
    const strip = (s: string) => s.replace(/#[0-9a-f]{6}/g, '#');
    for (const theme of ['dark', 'print', 'mono'] as const) expect(strip(transitTimelineChart(contacts, { from: '2025-01-01', to: '2026-01-01', theme }))).toBe(strip(svg));
    expect(transitTimelineChart(contacts, { idPrefix: 'x-' })).toContain('id="x-urania-timeline-title"');
    expect(svg).not.toMatch(/<style|url\(|href=|<image/);
  });

  it('draws an empty range and refuses bad input naming the member', () => {
    expect(transitTimelineChart([], { from: '2025-01-01', to: '2025-02-01' })).toContain('No contacts in the range.');
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as { details?: { field?: string } }).details?.field;
      }
      return undefined;
    };
    expect(field(() => transitTimelineChart('x' as never))).toBe('contacts');
    expect(field(() => transitTimelineChart([{ ...contacts[0]!, enters: 'soon' }]))).toBe('contacts[0].enters');
    expect(field(() => transitTimelineChart(contacts, { width: 10 }))).toBe('options.width');
    expect(field(() => transitTimelineChart(contacts, { from: '2025-02-01', to: '2025-01-01' }))).toBe('options.to');
  });
});

describe('a timeline with include passed whole', () => {
  it('draws one bar per contact and leaves house ingresses and lunations out', () => {
    const birth = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
    const all = transitTimeline({ birth, from: '2025-01-01', to: '2026-01-01', include: ['contact', 'houseIngress', 'lunation'] });
    const contacts = all.filter((e): e is TransitContact => e.kind === 'contact');
    expect(all.length).toBeGreaterThan(contacts.length);
    const svg = transitTimelineChart(all, { from: '2025-01-01', to: '2026-01-01' });
    check(svg, contacts);
  });
});
