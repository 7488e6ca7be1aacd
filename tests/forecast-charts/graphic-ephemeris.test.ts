/**
 * graphicEphemeris (issue 27): the picture read back. Property: every plotted point's y is the body's folded
 * longitude at that point's x-date (from `bodyPosition`, the public direct path — the picture samples the range
 * path), within a named tolerance; no line is drawn across the fold (each subpath moves less than half the plot's
 * height a step); every point is inside the plot. Crossings: each marker sits where the body's folded longitude
 * meets the natal point's, and a dense scan finds no crossing the picture lacks. Standards of the wheel:
 * well-formed, title/desc, ids prefixed, themes change colors only, deterministic. Errors name their member.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphicEphemeris } from '../../src/forecast-charts/graphic-ephemeris.js';
import { textWidth } from '../../src/forecast-charts/text-width.js';
import { bodyPosition } from '../../src/records/positions.js';
import { natalChart } from '../../src/records/index.js';
import { instantFromJulianDay } from '../../src/time/index.js';
import { allElements, byClass, parseXml, textOf, type XmlElement } from '../chart-wheel/xml.js';

const BIRTH = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };

/** The SVG's coordinates have two decimals: a point may sit half a hundredth of a pixel off in x and in y. */
const ROUNDING_PX = 0.005;
/**
 * Tolerance of a point's y against the body's folded longitude at its x-date, pixels: the rounding of y, the
 * rounding of x times the line's slope (a date 0.005 px off), and 0.001 px for the range path the picture samples
 * (within 1e-6° of bodyPosition: 1e-6 × 800 px / 45° at most 2e-5 px) and the bisection of a point where a line
 * meets the plot's edge (to 1e-8 day).
 */
const tolerancePx = (slope: number) => ROUNDING_PX + ROUNDING_PX * Math.abs(slope) + 0.001;

interface Plot {
  left: number;
  right: number;
  top: number;
  bottom: number;
  fromJd: number;
  toJd: number;
  span: number;
}

function plotOf(root: XmlElement): Plot {
  const g = byClass(root, 'plot')[0]!;
  const a = g.attributes;
  return {
    left: Number(a['data-left']), right: Number(a['data-right']), top: Number(a['data-top']), bottom: Number(a['data-bottom']),
    fromJd: Number(a['data-from-jd']), toJd: Number(a['data-to-jd']), span: Number(a['data-span']),
  };
}

/** The subpaths of a path's `d` (M … L … only). */
function subpaths(d: string): [number, number][][] {
  const out: [number, number][][] = [];
  for (const m of d.matchAll(/([ML])(-?[\d.]+) (-?[\d.]+)/g)) {
    if (m[1] === 'M') out.push([]);
    out[out.length - 1]!.push([Number(m[2]), Number(m[3])]);
  }
  return out;
}

const fold = (x: number, span: number) => ((x % span) + span) % span;

/** The largest miss of any plotted point, in units of its tolerance (≤ 1 passes), over every line of a picture. */
function worstMiss(svg: string): { worst: number; points: number; across: number; outside: number } {
  const root = parseXml(svg);
  const p = plotOf(root);
  const days = p.toJd - p.fromJd;
  const plotH = p.bottom - p.top;
  let worst = 0;
  let points = 0;
  let across = 0;
  let outside = 0;
  for (const path of byClass(root, 'body-line')) {
    const body = path.attributes['data-body'] as never;
    for (const sub of subpaths(path.attributes.d!)) {
      sub.forEach(([x, y], i) => {
        if (x < p.left - ROUNDING_PX || x > p.right + ROUNDING_PX || y < p.top - ROUNDING_PX || y > p.bottom + ROUNDING_PX) outside += 1;
        if (i > 0 && Math.abs(y - sub[i - 1]![1]) >= plotH / 2) across += 1;
        const jd = p.fromJd + ((x - p.left) / (p.right - p.left)) * days;
        const at = instantFromJulianDay(jd);
        const pos = bodyPosition(body, at);
        const expected = p.bottom - (fold(pos.longitude, p.span) / p.span) * plotH;
        let miss = Math.abs(y - expected);
        miss = Math.min(miss, Math.abs(plotH - miss)); // 0° and the fold are the same longitude
        const slope = pos.speed * (days / (p.right - p.left)) * (plotH / p.span);
        worst = Math.max(worst, miss / tolerancePx(slope));
        points += 1;
      });
    }
  }
  return { worst, points, across, outside };
}

describe('graphicEphemeris: the lines read back', () => {
  it('puts every point at its body’s folded longitude, never draws across the fold, stays in the plot (property)', () => {
    const bodies = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'Chiron', 'NorthNode'] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2090, 0, 1) }),
        fc.double({ min: 2, max: 3 * 365, noNaN: true }),
        fc.constantFrom(1, 2, 4, 8),
        fc.subarray([...bodies], { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 480, max: 1400 }),
        (fromMs, days, harmonic, chosen, width) => {
          // The Moon only over short ranges (it would draw a line every few pixels).
          const list = days > 120 ? chosen.filter((b) => b !== 'Moon') : chosen;
          if (list.length === 0) return;
          const from = new Date(fromMs).toISOString();
          const to = new Date(fromMs + days * 86_400_000).toISOString();
          const svg = graphicEphemeris({ from, to, harmonic: harmonic as 1 | 2 | 4 | 8, bodies: list, chart: { width } });
          const r = worstMiss(svg);
          expect(r.points).toBeGreaterThan(list.length);
          expect(r.across).toBe(0);
          expect(r.outside).toBe(0);
          expect(r.worst).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);

  it('splits a line that wraps: Neptune crossing 0° Aries in 2025 leaves at the top and comes back at the bottom', () => {
    const svg = graphicEphemeris({ from: '2025-01-01', to: '2026-01-01', bodies: ['Neptune'] });
    const root = parseXml(svg);
    const p = plotOf(root);
    const subs = subpaths(byClass(root, 'body-line')[0]!.attributes.d!);
    expect(subs.length).toBeGreaterThanOrEqual(3); // it enters Aries, goes back into Pisces, and re-enters in 2026? at least twice across
    for (let i = 0; i + 1 < subs.length; i++) {
      const end = subs[i]![subs[i]!.length - 1]!;
      const start = subs[i + 1]![0]!;
      expect(end[0]).toBeCloseTo(start[0], 2); // the same instant
      expect([p.top, p.bottom]).toContain(end[1]);
      expect([p.top, p.bottom]).toContain(start[1]);
      expect(end[1]).not.toBe(start[1]); // left at one edge, back at the other
    }
  });
});

describe('graphicEphemeris: natal lines and crossings', () => {
  const svg = graphicEphemeris({ from: '2025-01-01', to: '2026-01-01', harmonic: 8, bodies: ['Mars', 'Jupiter', 'Saturn', 'Pluto'], birth: BIRTH });
  const root = parseXml(svg);
  const p = plotOf(root);
  const chart = natalChart(BIRTH);
  const natal = new Map<string, number>([
    ...chart.positions.filter((x) => ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'].includes(x.body)).map((x) => [x.body, x.position.longitude] as [string, number]),
    ['Ascendant', chart.ascendant!],
    ['Midheaven', chart.midheaven!],
  ]);
  /** Crossing instants agree with the folded longitudes to this, degrees (a bisection to 1e-7 day). */
  const CROSSING_DEG = 1e-4;

  it('draws each natal point as a horizontal line at its folded longitude (natalChart’s)', () => {
    const lines = byClass(root, 'natal-point');
    expect(lines.map((l) => l.attributes['data-point']).sort()).toEqual([...natal.keys()].sort());
    for (const g of lines) {
      const line = allElements(g).find((e) => e.name === 'line')!;
      const lon = natal.get(g.attributes['data-point']!)!;
      const y = p.bottom - (fold(lon, 45) / 45) * (p.bottom - p.top);
      expect(Number(line.attributes.y1)).toBeCloseTo(y, 1);
      expect(line.attributes.y1).toBe(line.attributes.y2);
    }
  });

  it('marks every crossing where the body meets the natal point modulo 45°, and a dense scan finds no other', () => {
    const marks = byClass(root, 'crossing');
    expect(marks.length).toBeGreaterThan(10);
    for (const m of marks) {
      const lon = bodyPosition(m.attributes['data-body'] as never, instantFromJulianDay(Number(m.attributes['data-jd']))).longitude;
      const natalLon = natal.get(m.attributes['data-point']!)!;
      const d = fold(lon - natalLon + 22.5, 45) - 22.5;
      expect(Math.abs(d)).toBeLessThan(CROSSING_DEG + 1e-6 * 45);
      // The aspect named is the real angle, a multiple of 45°.
      const angle = fold(lon - natalLon, 360);
      const names: Record<number, string> = { 0: 'conjunction', 45: 'semiSquare', 90: 'square', 135: 'sesquiquadrate', 180: 'opposition', 225: 'sesquiquadrate', 270: 'square', 315: 'semiSquare', 360: 'conjunction' };
      expect(m.attributes['data-aspect']).toBe(names[Math.round(angle / 45) * 45]);
    }
    // Independent scan: every 6 hours with bodyPosition, counting sign changes of the folded difference.
    let found = 0;
    for (const body of ['Mars', 'Jupiter', 'Saturn', 'Pluto'] as const) {
      for (const [, natalLon] of natal) {
        let prev: number | undefined;
        for (let jd = p.fromJd; jd <= p.toJd; jd += 0.25) {
          const d = fold(bodyPosition(body, instantFromJulianDay(jd)).longitude - natalLon + 22.5, 45) - 22.5;
          if (prev !== undefined && prev < 0 !== d < 0 && Math.abs(prev - d) < 22.5) found += 1;
          prev = d;
        }
      }
    }
    expect(marks.length).toBe(found);
  }, 60_000);

  it('labels crossings without two labels overlapping, inside the plot', () => {
    const texts = byClass(root, 'crossing').flatMap((g) => allElements(g).filter((e) => e.name === 'text'));
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.every((t) => /^(Mars|Jup|Sat|Pluto) \d{1,2} [A-Z][a-z]{2}$/.test(textOf(t)))).toBe(true);
    // Boxes from Helvetica's metrics (textWidth), the text's size tall, centred on y (dominant-baseline central).
    const boxes = texts.map((t) => {
      const size = Number(t.attributes['font-size']);
      const x = Number(t.attributes.x);
      const y = Number(t.attributes.y);
      expect(t.attributes['text-anchor']).toBe('start');
      return { x0: x, x1: x + textWidth(textOf(t), size), y0: y - size / 2, y1: y + size / 2 };
    });
    for (const b of boxes) {
      expect(b.x0).toBeGreaterThanOrEqual(p.left);
      expect(b.x1).toBeLessThanOrEqual(p.right);
      expect(b.y0).toBeGreaterThanOrEqual(p.top);
      expect(b.y1).toBeLessThanOrEqual(p.bottom);
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        expect(a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1, `${textOf(texts[i]!)} / ${textOf(texts[j]!)}`).toBe(false);
      }
    }
  });
});

describe('graphicEphemeris: the wheel’s standards', () => {
  const request = { from: '2025-01-01', to: '2025-07-01', harmonic: 4 as const, bodies: ['Sun', 'Mars', 'Saturn'] as ('Sun' | 'Mars' | 'Saturn')[], birth: BIRTH };
  const svg = graphicEphemeris(request);

  it('is a well-formed, accessible SVG with only its title and desc as ids', () => {
    const root = parseXml(svg);
    expect(root.attributes.role).toBe('img');
    expect(root.attributes['aria-labelledby']).toBe('urania-ephemeris-title urania-ephemeris-desc');
    const ids = allElements(root).filter((e) => e.attributes.id !== undefined).map((e) => e.attributes.id);
    expect(ids).toEqual(['urania-ephemeris-title', 'urania-ephemeris-desc']);
    expect(textOf(allElements(root).find((e) => e.name === 'desc')!)).toMatch(/Sun, Mars, Saturn .* 90° sort .* crossing/);
    expect(svg).not.toMatch(/<style|url\(|href=|<image/);
  });

  it('is deterministic, prefixes its ids, and its themes change colors only', () => {
    expect(graphicEphemeris(request)).toBe(svg);
    expect(graphicEphemeris({ ...request, chart: { idPrefix: 'g1-' } })).toContain('aria-labelledby="g1-urania-ephemeris-title g1-urania-ephemeris-desc"');
    const strip = (s: string) => s.replace(/#[0-9a-f]{6}/g, '#');
    for (const theme of ['dark', 'print', 'mono'] as const) expect(strip(graphicEphemeris({ ...request, chart: { theme } }))).toBe(strip(svg));
  });

  it('refuses bad input naming the member', () => {
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as { details?: { field?: string } }).details?.field;
      }
      return undefined;
    };
    expect(field(() => graphicEphemeris({ ...request, harmonic: 3 as never }))).toBe('harmonic');
    expect(field(() => graphicEphemeris({ ...request, bodies: ['Vertex'] as never }))).toBe('bodies[0]');
    expect(field(() => graphicEphemeris({ ...request, to: '2025-01-01T12:00:00Z', from: '2025-01-01' }))).toBe('to');
    expect(field(() => graphicEphemeris({ ...request, to: '2050-01-01' }))).toBe('to');
    expect(field(() => graphicEphemeris({ from: '2025-01-01', to: '2025-03-01', natalPoints: ['Sun'] }))).toBe('birth');
    expect(field(() => graphicEphemeris({ ...request, chart: { width: 100 } }))).toBe('chart.width');
    expect(field(() => graphicEphemeris({ ...request, birth: { ...BIRTH, birthDate: '1990-02-30' } }))).toBe('birth.birthDate');
  });
});
