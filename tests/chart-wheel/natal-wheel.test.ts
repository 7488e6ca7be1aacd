import { describe, expect, it } from 'vitest';
import { natalWheel } from '../../src/chart-wheel/index.js';
import { isUraniaError } from '../../src/errors/index.js';
import { natalChart } from '../../src/records/index.js';
import type { NatalChartResponse } from '../../src/schemas/index.js';
import { allElements, byClass, parseXml, textOf, type XmlElement } from './xml.js';
import {
  ANGLE_TOLERANCE_DEG,
  angleGap,
  angleOf,
  bodyGroups,
  expectedAngle,
  glyphBox,
} from './wheel-geometry.js';

const NEW_YORK = {
  birthDate: '1990-07-15',
  birthTime: '14:30',
  latitude: 40.7128,
  longitude: -74.006,
  timezone: 'America/New_York',
};
const chart = natalChart(NEW_YORK);
const SIZE = 640;
const C = SIZE / 2;
const DEFAULT_DRAWN = [
  'Sun',
  'Moon',
  'Mercury',
  'Venus',
  'Mars',
  'Jupiter',
  'Saturn',
  'Uranus',
  'Neptune',
  'Pluto',
  'Chiron',
  'NorthNode',
  'SouthNode',
];
const MAJORS = ['conjunction', 'sextile', 'square', 'trine', 'opposition'];

function longitudeOf(c: NatalChartResponse, body: string): number {
  return c.positions.find((p) => p.body === body)!.position.longitude;
}

function child(g: XmlElement, cls: string): XmlElement | undefined {
  return byClass(g, cls)[0];
}

describe('natalWheel geometry (ascendant-left)', () => {
  const svg = natalWheel(chart);
  const root = parseXml(svg);
  const asc = chart.ascendant!;

  it('draws the default bodies, each once', () => {
    expect(bodyGroups(root).map((g) => g.attributes['data-body'])).toEqual(DEFAULT_DRAWN);
  });

  it('puts each glyph at its longitude measured from the Ascendant, or points from the exact degree to it', () => {
    let pointers = 0;
    for (const g of bodyGroups(root)) {
      const lon = longitudeOf(chart, g.attributes['data-body']!);
      const box = glyphBox(child(g, 'glyph')!);
      const pointer = child(g, 'pointer');
      if (pointer === undefined) {
        // Not displaced: the glyph sits on its longitude (within the pointer threshold, 0.05°).
        expect(angleGap(angleOf(box.cx, box.cy, C), expectedAngle(lon, asc))).toBeLessThan(
          0.05 + ANGLE_TOLERANCE_DEG,
        );
      } else {
        pointers++;
        const a = pointer.attributes;
        expect(angleGap(angleOf(Number(a.x1), Number(a.y1), C), expectedAngle(lon, asc))).toBeLessThan(
          ANGLE_TOLERANCE_DEG,
        );
        // Its other end is on the glyph's ray.
        expect(angleGap(angleOf(Number(a.x2), Number(a.y2), C), angleOf(box.cx, box.cy, C))).toBeLessThan(
          ANGLE_TOLERANCE_DEG,
        );
      }
      // The tick marks the exact longitude whatever the glyph's place.
      const t = child(g, 'tick')!.attributes;
      expect(angleGap(angleOf(Number(t.x1), Number(t.y1), C), expectedAngle(lon, asc))).toBeLessThan(
        ANGLE_TOLERANCE_DEG,
      );
    }
    // This chart has a stellium in Cancer/Leo: some glyphs must have moved.
    expect(pointers).toBeGreaterThan(0);
  });

  it('puts the Ascendant at 9 o’clock and the Midheaven at its own longitude', () => {
    const angles = byClass(root, 'angle');
    const ascLine = angles.find((e) => e.attributes['data-angle'] === 'Ascendant')!.attributes;
    expect(angleGap(angleOf(Number(ascLine.x2), Number(ascLine.y2), C), 180)).toBeLessThan(
      ANGLE_TOLERANCE_DEG,
    );
    const mc = angles.find((e) => e.attributes['data-angle'] === 'Midheaven')!.attributes;
    expect(
      angleGap(angleOf(Number(mc.x2), Number(mc.y2), C), expectedAngle(chart.midheaven!, asc)),
    ).toBeLessThan(ANGLE_TOLERANCE_DEG);
  });

  it('draws the twelve cusp lines at the cusps', () => {
    const cusps = byClass(root, 'cusp');
    expect(cusps).toHaveLength(12);
    for (const h of chart.houses!) {
      const line = cusps.find((e) => e.attributes['data-house'] === String(h.house))!.attributes;
      for (const [x, y] of [
        [line.x1, line.y1],
        [line.x2, line.y2],
      ] as const) {
        expect(angleGap(angleOf(Number(x), Number(y), C), expectedAngle(h.cusp.longitude, asc))).toBeLessThan(
          ANGLE_TOLERANCE_DEG,
        );
      }
    }
  });

  it('labels every cusp with its degree, sign and minute', () => {
    const labels = byClass(root, 'cusp-label');
    expect(labels).toHaveLength(12);
    const first = labels.find(
      (l) =>
        Number(l.attributes['data-longitude']) === Math.round(chart.houses![0]!.cusp.longitude * 1e4) / 1e4,
    )!;
    const h = chart.houses![0]!.cusp;
    expect(first.attributes['aria-label']).toBe(
      `Ascendant (house 1 cusp) ${h.degree}°${String(Math.floor(h.minute)).padStart(2, '0')}′ ${h.sign}`,
    );
    expect(textOf(first)).toBe(`${h.degree}°${String(Math.floor(h.minute)).padStart(2, '0')}′`);
  });

  it('draws a line for each of the chart’s aspects of the drawn types between drawn bodies, and only those', () => {
    const expected = chart.aspects.filter(
      (a) => MAJORS.includes(a.type) && DEFAULT_DRAWN.includes(a.body1) && DEFAULT_DRAWN.includes(a.body2),
    );
    // Lines from an angle (issue 22: aspects to the AC and MC are drawn) are checked in issue22-wheel.test.ts.
    const lines = byClass(root, 'aspect').filter(
      (l) => !['Ascendant', 'Midheaven'].includes(l.attributes['data-body1']!),
    );
    expect(lines).toHaveLength(expected.length);
    expect(expected.length).toBeGreaterThan(5);
    for (const l of lines) {
      const a = l.attributes;
      expect(
        expected.some(
          (e) => e.body1 === a['data-body1'] && e.body2 === a['data-body2'] && e.type === a['data-type'],
        ),
      ).toBe(true);
      expect(
        angleGap(
          angleOf(Number(a.x1), Number(a.y1), C),
          expectedAngle(longitudeOf(chart, a['data-body1']!), asc),
        ),
      ).toBeLessThan(ANGLE_TOLERANCE_DEG);
      expect(
        angleGap(
          angleOf(Number(a.x2), Number(a.y2), C),
          expectedAngle(longitudeOf(chart, a['data-body2']!), asc),
        ),
      ).toBeLessThan(ANGLE_TOLERANCE_DEG);
    }
  });

  it('colors aspect lines by nature and makes tighter orbs heavier', () => {
    const lines = byClass(root, 'aspect').map((l) => l.attributes);
    const color = (nature: string) =>
      new Set(lines.filter((a) => a['data-nature'] === nature).map((a) => a.stroke));
    expect(color('harmonious').size).toBe(1);
    expect(color('challenging').size).toBe(1);
    expect([...color('harmonious')][0]).not.toBe([...color('challenging')][0]);
    const byOrb = [...lines].sort((a, b) => Number(a['data-orb']) - Number(b['data-orb']));
    const widths = byOrb.map((a) => Number(a['stroke-width']));
    for (let i = 1; i < widths.length; i++) expect(widths[i]!).toBeLessThanOrEqual(widths[i - 1]!);
    expect(widths[0]!).toBeGreaterThan(widths[widths.length - 1]!);
  });

  it('names each glyph group for screen readers: body, degree, minute, sign, retrograde', () => {
    for (const g of bodyGroups(root)) {
      const p = chart.positions.find((x) => x.body === g.attributes['data-body'])!.position;
      const words = `${p.degree}°${String(Math.floor(p.minute)).padStart(2, '0')}′ ${p.sign}${p.isRetrograde ? ', retrograde' : ''}`;
      expect(g.attributes['aria-label']).toMatch(
        new RegExp(`^[A-Za-z ()]+ ${words.replace(/[()]/g, '\\$&')}$`),
      );
      expect(child(g, 'retrograde') !== undefined).toBe(p.isRetrograde);
    }
    expect(
      bodyGroups(root).find((g) => g.attributes['data-body'] === 'NorthNode')!.attributes['aria-label'],
    ).toMatch(/^North Node /);
  });
});

describe('natalWheel document', () => {
  const svg = natalWheel(chart);
  const root = parseXml(svg);

  it('is one well-formed SVG 1.1 document with a title and a description', () => {
    expect(root.name).toBe('svg');
    expect(root.attributes.version).toBe('1.1');
    expect(root.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(root.attributes.viewBox).toBe(`0 0 ${SIZE} ${SIZE}`);
    const title = root.children[0] as XmlElement;
    const desc = root.children[1] as XmlElement;
    expect([title.name, desc.name]).toEqual(['title', 'desc']);
    expect(textOf(title)).toBe('Natal chart');
    const sun = chart.positions[0]!.position;
    expect(textOf(desc)).toContain(
      `Sun ${sun.degree}°${String(Math.floor(sun.minute)).padStart(2, '0')}′ ${sun.sign}`,
    );
  });

  it('is self-contained: no CSS, no variables, no scripts, no external references, no fonts', () => {
    expect(svg).not.toContain('var(');
    expect(svg).not.toContain('<style');
    expect(svg).not.toMatch(/href="http/);
    expect(svg).not.toMatch(/<script|<image|<foreignObject|@font-face|url\(/);
    expect(
      allElements(root).filter(
        (e) => 'style' in e.attributes || ('class' in e.attributes && /var/.test(e.attributes.class!)),
      ),
    ).toEqual([]);
    const families = new Set(
      allElements(root).flatMap((e) => (e.attributes['font-family'] ? [e.attributes['font-family']] : [])),
    );
    expect([...families]).toEqual(['Helvetica, Arial, sans-serif']);
  });

  it('writes every number with at most two decimals', () => {
    const numbers = svg.match(/-?\d+\.\d+/g) ?? [];
    // Scale factors of glyphs keep 4 decimals (a 0.01 px error on a 100-unit grid); everything else 2.
    const transformsOut = svg.replace(/scale\([\d.]+\)/g, '').replace(/data-longitude="[\d.]+"/g, '');
    expect(transformsOut.match(/\d+\.\d{3,}/g) ?? []).toEqual([]);
    expect(numbers.length).toBeGreaterThan(100);
  });

  it('validates structurally: SVG 1.1 elements only, finite numbers, well-formed path data, unique ids', () => {
    const ALLOWED = new Set(['svg', 'title', 'desc', 'g', 'path', 'circle', 'line', 'rect', 'text']);
    const elements = allElements(root);
    expect(elements.filter((e) => !ALLOWED.has(e.name)).map((e) => e.name)).toEqual([]);
    expect(svg).not.toMatch(/NaN|Infinity|undefined/);
    // Path data: commands M L A C Z (absolute or relative) and numbers only (SVG 1.1 §8.3).
    for (const e of elements.filter((x) => x.name === 'path'))
      expect(e.attributes.d).toMatch(/^[MmLlAaCcZz0-9.,\s-]+$/);
    for (const e of elements.filter((x) => x.name === 'line')) {
      for (const k of ['x1', 'y1', 'x2', 'y2']) expect(Number.isFinite(Number(e.attributes[k]))).toBe(true);
    }
    const ids = elements.flatMap((e) => (e.attributes.id ? [e.attributes.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
    // Everything drawn lies on the canvas.
    for (const e of elements.filter((x) => x.name === 'line' || x.name === 'text')) {
      for (const k of ['x', 'y', 'x1', 'y1', 'x2', 'y2']) {
        const v = e.attributes[k];
        if (v === undefined) continue;
        expect(Number(v)).toBeGreaterThanOrEqual(0);
        expect(Number(v)).toBeLessThanOrEqual(SIZE);
      }
    }
  });

  it('is deterministic: the same chart and options give the same bytes', () => {
    expect(natalWheel(chart)).toBe(svg);
    expect(natalWheel(structuredClone(chart), { theme: 'dark' })).toBe(natalWheel(chart, { theme: 'dark' }));
  });

  it('does not depend on the order of the record’s positions', () => {
    expect(natalWheel({ ...chart, positions: [...chart.positions].reverse() })).toBe(svg);
  });
});

describe('natalWheel options', () => {
  it('themes change colors only', () => {
    const strip = (s: string) => s.replace(/(fill|stroke)="#[0-9a-f]{6}"/g, '$1="C"');
    const light = natalWheel(chart, { theme: 'light' });
    const others = (['dark', 'print', 'mono'] as const).map((theme) => natalWheel(chart, { theme }));
    for (const o of others) {
      expect(o).not.toBe(light);
      expect(strip(o)).toBe(strip(light));
    }
    // mono is greys only.
    for (const c of others[2]!.match(/#[0-9a-f]{6}/g)!)
      expect(c.slice(1, 3) === c.slice(3, 5) && c.slice(3, 5) === c.slice(5, 7)).toBe(true);
  });

  it('aries-left puts 0° Aries at 9 o’clock', () => {
    const root = parseXml(natalWheel(chart, { orientation: 'aries-left' }));
    for (const g of bodyGroups(root)) {
      const t = child(g, 'tick')!.attributes;
      const lon = longitudeOf(chart, g.attributes['data-body']!);
      expect(angleGap(angleOf(Number(t.x1), Number(t.y1), C), expectedAngle(lon, 0))).toBeLessThan(
        ANGLE_TOLERANCE_DEG,
      );
    }
    const aries = byClass(root, 'sign').find((e) => e.attributes['data-sign'] === 'Aries')!;
    const box = glyphBox(aries);
    expect(angleGap(angleOf(box.cx, box.cy, C), expectedAngle(15, 0))).toBeLessThan(ANGLE_TOLERANCE_DEG);
  });

  it('draws the bodies and aspect types asked for, at the size asked for', () => {
    const root = parseXml(
      natalWheel(chart, {
        bodies: ['Sun', 'Moon', 'Mars', 'Ceres', 'Eris'],
        aspects: ['square'],
        size: 1000,
      }),
    );
    expect(root.attributes.width).toBe('1000');
    // Ceres is placed by the chart and has a glyph; Eris has no glyph and is not drawn.
    expect(bodyGroups(root).map((g) => g.attributes['data-body'])).toEqual(['Sun', 'Moon', 'Mars', 'Ceres']);
    const expected = chart.aspects.filter(
      (a) =>
        a.type === 'square' &&
        ['Sun', 'Moon', 'Mars', 'Ceres'].includes(a.body1) &&
        ['Sun', 'Moon', 'Mars', 'Ceres'].includes(a.body2),
    );
    expect(byClass(root, 'aspect')).toHaveLength(expected.length);
  });

  it('writes the house system and the zodiac label in the footer, the title in the header', () => {
    const svg = natalWheel(chart, { zodiacLabel: 'Sidereal (Lahiri)', title: 'Ann <test>' });
    const footer = textOf(byClass(parseXml(svg), 'footer')[0]!);
    expect(footer).toContain('Placidus houses');
    expect(footer).toContain('Sidereal (Lahiri)');
    expect(svg).toContain('Ann &lt;test&gt;');
    expect(
      textOf(byClass(parseXml(natalWheel(chart, { houseSystemLabel: false })), 'footer')[0]!),
    ).not.toContain('houses');
  });

  it('draws fixed stars and lots on their own ring, with the Part of Fortune when asked', () => {
    const root = parseXml(
      natalWheel(chart, {
        points: [
          { name: 'Regulus', longitude: 150.1 },
          { name: 'Spica', longitude: 204.1 },
        ],
        partOfFortune: true,
      }),
    );
    const points = byClass(root, 'point');
    expect(points.map((p) => p.attributes['aria-label']!.split(' ')[0])).toEqual([
      'Regulus',
      'Spica',
      'Part',
    ]);
    expect(points[2]!.attributes['data-kind']).toBe('lot');
    expect(Number(points[2]!.attributes['data-longitude'])).toBeCloseTo(chart.partOfFortune!.longitude, 3);
  });

  it('draws catalogue stars named in fixedStars at the chart’s instant', () => {
    const root = parseXml(natalWheel(chart, { fixedStars: ['regulus', 'Spica'] }));
    const points = byClass(root, 'point');
    expect(points.map((p) => p.attributes['aria-label']!.split(' ')[0])).toEqual(['Regulus', 'Spica']);
    // Regulus: 29°50′ Leo (149.83°) in 2000 (Brady, Brady's Book of Fixed Stars, 1998); general precession of
    // 50.3″ a year puts it 0.14° earlier in 1990, 149.69°. A quarter degree covers the rounding of both.
    expect(Math.abs(Number(points[0]!.attributes['data-longitude']) - 149.7)).toBeLessThan(0.25);
  });

  it('draws an untimed chart without houses, 0° Aries on the left', () => {
    const untimed = natalChart({
      birthDate: '1990-07-15',
      latitude: 40.7128,
      longitude: -74.006,
      timezone: 'America/New_York',
    });
    const root = parseXml(natalWheel(untimed));
    expect(byClass(root, 'cusp')).toEqual([]);
    expect(byClass(root, 'angle')).toEqual([]);
    const sun = bodyGroups(root).find((g) => g.attributes['data-body'] === 'Sun')!;
    const t = child(sun, 'tick')!.attributes;
    expect(
      angleGap(angleOf(Number(t.x1), Number(t.y1), C), expectedAngle(longitudeOf(untimed, 'Sun'), 0)),
    ).toBeLessThan(ANGLE_TOLERANCE_DEG);
  });

  it('rejects bad options and bad charts with a UraniaError naming the member', () => {
    const fieldOf = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        if (isUraniaError(e)) return [e.code, e.details.field];
        throw e;
      }
      return undefined;
    };
    expect(fieldOf(() => natalWheel(chart, { size: 10 }))).toEqual(['OUT_OF_RANGE', 'options.size']);
    expect(fieldOf(() => natalWheel(chart, { theme: 'neon' as 'dark' }))).toEqual([
      'INVALID_ARGUMENT',
      'options.theme',
    ]);
    expect(fieldOf(() => natalWheel({ ...chart, ascendant: 400 }))).toEqual([
      'OUT_OF_RANGE',
      'chart.ascendant',
    ]);
    expect(fieldOf(() => natalWheel(null as unknown as NatalChartResponse))?.[0]).toBe('INVALID_ARGUMENT');
    expect(fieldOf(() => natalWheel(chart, { fixedStars: ['Spica', 'Vulcan'] }))).toEqual([
      'INVALID_ARGUMENT',
      'options.fixedStars[1]',
    ]);
  });
});

describe('natalWheel of a sidereal chart (issue 15: sidereal labels)', () => {
  it('labels the zodiac with its ayanamsa unless the caller names a label', () => {
    const sidereal = natalChart({ ...NEW_YORK, zodiac: 'sidereal', ayanamsa: 'FaganBradley' });
    expect(natalWheel(sidereal)).toContain('Sidereal (FaganBradley)');
    expect(natalWheel(sidereal, { zodiacLabel: 'Sidereal FB' })).toContain('Sidereal FB');
    expect(natalWheel(chart)).not.toContain('Sidereal');
  });
});
