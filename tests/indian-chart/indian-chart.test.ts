/**
 * Issue 25, Indian chart drawings: the houses and signs where each style puts them (read back from the SVG and
 * compared with the styles' definitions, docs/indian-charts.md), the grahas in the cells of their signs computed by
 * an independent route (natalChart's sidereal positions; the navamsa by its cyclic definition ⌊λ·9/30⌋ mod 12, which
 * BPHS ch. 6's rule equals for D9), the retrograde and combust marks against natalChart's motion and the orbs of
 * Surya Siddhanta ch. IX written here, the transit overlay, and the wheel's standards: self-contained,
 * deterministic, accessible, themes changing colors only, errors naming the member.
 */
import { describe, expect, it } from 'vitest';
import { indianChart } from '../../src/index.js';
import { isUraniaError } from '../../src/errors/index.js';
import { natalChart } from '../../src/records/index.js';
import { SIGNS } from '../../src/schemas/index.js';
import { allElements, parseXml, textOf } from '../chart-wheel/xml.js';
import { chartGeometry, clearanceInside, type P } from './chart-geometry.js';

const NY = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
const BIRTHS = [
  NY,
  { birthDate: '2024-04-08', birthTime: '18:00', latitude: 19.07, longitude: 72.88, timezone: 'Asia/Kolkata' },
  { birthDate: '1975-01-20', birthTime: '06:10', latitude: 13.08, longitude: 80.27, timezone: 'Asia/Kolkata' },
  { birthDate: '2003-09-01', birthTime: '23:45', latitude: 51.5, longitude: -0.12, timezone: 'Europe/London' },
  { birthDate: '1962-02-04', birthTime: '12:00', latitude: 28.61, longitude: 77.21, timezone: 'Asia/Kolkata' },
  { birthDate: '2016-03-28', birthTime: '04:30', latitude: -33.87, longitude: 151.21, timezone: 'Australia/Sydney' },
];
const GRAHA_BODIES: Record<string, string> = {
  Sun: 'Sun', Moon: 'Moon', Mars: 'Mars', Mercury: 'Mercury', Jupiter: 'Jupiter', Venus: 'Venus', Saturn: 'Saturn', Rahu: 'NorthNode', Ketu: 'SouthNode',
};
/** Combustion orbs, Surya Siddhanta ch. IX (Burgess 1860): [direct, retrograde]. */
const ORBS: Record<string, [number, number]> = { Moon: [12, 12], Mars: [17, 17], Mercury: [14, 12], Jupiter: [11, 11], Venus: [10, 8], Saturn: [15, 15] };
const TOLERANCE_PX = 0.01;

/** The sidereal (Lahiri, true node) longitudes, retrograde flags and Ascendant of a birth by natalChart. */
function reference(birth: typeof NY) {
  const c = natalChart({ ...birth, zodiac: 'sidereal', ayanamsa: 'Lahiri' });
  const of = (g: string) => c.positions.find((p) => p.body === GRAHA_BODIES[g])!.position;
  return { ascendant: c.ascendant!, lon: (g: string) => of(g).longitude, retro: (g: string) => of(g).isRetrograde };
}

const signOf = (lon: number) => Math.floor((((lon % 360) + 360) % 360) / 30);
const centroid = (poly: readonly P[]): P => ({ x: poly.reduce((s, p) => s + p.x, 0) / poly.length, y: poly.reduce((s, p) => s + p.y, 0) / poly.length });

/** The chart's square: the bounding box of its cells. */
function square(cells: ReturnType<typeof chartGeometry>['cells']) {
  const pts = [...cells.values()].flatMap((c) => c.polygon);
  const x0 = Math.min(...pts.map((p) => p.x));
  const y0 = Math.min(...pts.map((p) => p.y));
  return { x0, y0, side: Math.max(...pts.map((p) => p.x)) - x0 };
}

/** The first line of each graha's label (its name and marks) by graha name. */
function firstLines(svg: string, chart = 'natal') {
  const g = chartGeometry(svg);
  return new Map(g.labels.filter((b) => b.chart === chart && /^[A-Z]/.test(b.text)).map((b) => [b.body!, b]));
}

describe('indianChart: the North Indian chart (houses fixed)', () => {
  const svg = indianChart({ birth: NY, style: 'north' });
  const g = chartGeometry(svg);
  const ref = reference(NY);
  const asc = signOf(ref.ascendant);

  it('puts house 1 in the top diamond and counts the houses counter-clockwise, house h holding sign asc + h − 1', () => {
    const { x0, y0, side } = square(g.cells);
    // A point well inside each house, from the layout's definition (fractions of the square).
    const inside: [number, number][] = [
      [0.5, 0.25], [0.25, 0.08], [0.08, 0.25], [0.25, 0.5], [0.08, 0.75], [0.25, 0.92],
      [0.5, 0.75], [0.75, 0.92], [0.92, 0.75], [0.75, 0.5], [0.92, 0.25], [0.75, 0.08],
    ];
    inside.forEach(([fx, fy], k) => {
      const q = { x: x0 + fx * side, y: y0 + fy * side };
      const holding = [...g.cells.entries()].filter(([, c]) => clearanceInside(c.polygon, q) > 0);
      expect(holding).toHaveLength(1);
      const [sign, cell] = holding[0]!;
      expect(cell.house).toBe(k + 1);
      expect(sign).toBe(SIGNS[(asc + k) % 12]);
    });
    // The sign numbers, 1 Aries … 12 Pisces, one per house.
    for (const label of g.signLabels) expect(label.text).toBe(String(SIGNS.indexOf(label.sign as (typeof SIGNS)[number]) + 1));
    expect(g.signLabels).toHaveLength(12);
  });

  it('writes each graha and the Ascendant in the house of its sidereal sign', () => {
    const lines = firstLines(svg);
    expect(lines.get('Ascendant')!.house).toBe(1);
    for (const graha of Object.keys(GRAHA_BODIES)) {
      const sign = signOf(ref.lon(graha));
      expect(lines.get(graha)!.sign, graha).toBe(SIGNS[sign]);
      expect(lines.get(graha)!.house, graha).toBe(((sign - asc + 12) % 12) + 1);
    }
  });

  it('needs the birth time (the Ascendant), naming birth.birthTime', () => {
    const { birthTime: _, ...untimed } = NY;
    let error: unknown;
    try {
      indianChart({ birth: untimed, style: 'north' });
    } catch (e) {
      error = e;
    }
    expect(isUraniaError(error) && error.code === 'INVALID_ARGUMENT' && error.details.field === 'birth.birthTime').toBe(true);
    expect(indianChart({ birth: untimed, style: 'south' })).toMatch(/^<svg /);
  });
});

describe('indianChart: the South and East Indian charts (signs fixed)', () => {
  it('places the South Indian signs in the border of a 4 × 4 grid, Pisces top left, clockwise', () => {
    const g = chartGeometry(indianChart({ birth: NY, style: 'south' }));
    const { x0, y0, side } = square(g.cells);
    // Column and row of each sign, Aries first (edithhathaway.com, "How to read a South Indian chart").
    const at = [[1, 0], [2, 0], [3, 0], [3, 1], [3, 2], [3, 3], [2, 3], [1, 3], [0, 3], [0, 2], [0, 1], [0, 0]];
    SIGNS.forEach((sign, k) => {
      const c = centroid(g.cells.get(sign)!.polygon);
      expect(Math.floor((c.x - x0) / (side / 4))).toBe(at[k]![0]);
      expect(Math.floor((c.y - y0) / (side / 4))).toBe(at[k]![1]);
    });
  });

  it('marks the South Indian Ascendant with a line across its cell’s top-left corner', () => {
    const svg = indianChart({ birth: NY, style: 'south' });
    const g = chartGeometry(svg);
    const cell = g.cells.get(SIGNS[signOf(reference(NY).ascendant)]!)!.polygon;
    const lines = allElements(parseXml(svg)).filter((e) => e.name === 'line');
    expect(lines).toHaveLength(1);
    const a = lines[0]!.attributes;
    const top = Math.min(...cell.map((p) => p.y));
    const left = Math.min(...cell.map((p) => p.x));
    expect(Math.abs(Number(a.y1) - top)).toBeLessThan(TOLERANCE_PX);
    expect(Math.abs(Number(a.x2) - left)).toBeLessThan(TOLERANCE_PX);
  });

  it('places the East Indian signs counter-clockwise from Aries in the top middle, the corners cut by the diagonals', () => {
    const g = chartGeometry(indianChart({ birth: NY, style: 'east' }));
    const { x0, y0, side } = square(g.cells);
    const t = side / 3;
    const cellOf = (sign: string) => {
      const c = centroid(g.cells.get(sign)!.polygon);
      return { col: Math.floor((c.x - x0) / t), row: Math.floor((c.y - y0) / t), fx: (c.x - x0) / t, fy: (c.y - y0) / t };
    };
    const squares: Record<string, [number, number]> = { Aries: [1, 0], Cancer: [0, 1], Libra: [1, 2], Capricorn: [2, 1] };
    for (const [sign, [col, row]] of Object.entries(squares)) expect([cellOf(sign).col, cellOf(sign).row]).toEqual([col, row]);
    // The corner triangles: [sign, corner column, corner row, beside the top/bottom edge (true) or the left/right edge].
    const triangles: [string, number, number, boolean][] = [
      ['Taurus', 0, 0, true], ['Gemini', 0, 0, false], ['Leo', 0, 2, false], ['Virgo', 0, 2, true],
      ['Scorpio', 2, 2, true], ['Sagittarius', 2, 2, false], ['Aquarius', 2, 0, false], ['Pisces', 2, 0, true],
    ];
    for (const [sign, col, row, horizontalEdge] of triangles) {
      const c = cellOf(sign);
      expect([c.col, c.row], sign).toEqual([col, row]);
      expect(g.cells.get(sign)!.polygon, sign).toHaveLength(3);
      // Beside the top or bottom edge: nearer that edge than the side edge.
      const dy = row === 0 ? c.fy : 3 - c.fy;
      const dx = col === 0 ? c.fx : 3 - c.fx;
      expect(dy < dx, sign).toBe(horizontalEdge);
    }
  });

  it('draws the navamsa (D9) signs of every graha by the cyclic definition', () => {
    for (const style of ['south', 'east', 'north'] as const) {
      const svg = indianChart({ birth: NY, style, division: 9 });
      const ref = reference(NY);
      const lines = firstLines(svg);
      for (const graha of Object.keys(GRAHA_BODIES)) expect(lines.get(graha)!.sign, `${style} ${graha}`).toBe(SIGNS[Math.floor((ref.lon(graha) * 9) / 30) % 12]);
      expect(lines.get('Ascendant')!.sign).toBe(SIGNS[Math.floor((ref.ascendant * 9) / 30) % 12]);
      expect(textOf(parseXml(svg).children.find((c) => typeof c !== 'string' && c.name === 'title') as never)).toBe('Navamsa (D9)');
    }
  });
});

describe('indianChart: marks, degrees and the transit overlay', () => {
  it('marks (R) the retrograde and (c) the combust grahas, as natalChart and the orbs of Surya Siddhanta say', () => {
    let retro = 0;
    let combust = 0;
    for (const birth of BIRTHS) {
      const ref = reference(birth);
      const lines = firstLines(indianChart({ birth, style: 'south' }));
      for (const graha of Object.keys(GRAHA_BODIES)) {
        const r = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'].includes(graha) && ref.retro(graha);
        const orb = ORBS[graha];
        const d = Math.abs(((ref.lon(graha) - ref.lon('Sun') + 540) % 360) - 180);
        const c = orb !== undefined && d <= orb[r ? 1 : 0];
        const marks = r && c ? '(R,c)' : r ? '(R)' : c ? '(c)' : '';
        expect(lines.get(graha)!.text, `${birth.birthDate} ${graha}`).toBe(`${{ Sun: 'Su', Moon: 'Mo', Mars: 'Ma', Mercury: 'Me', Jupiter: 'Ju', Venus: 'Ve', Saturn: 'Sa', Rahu: 'Ra', Ketu: 'Ke' }[graha]}${marks}`);
        retro += r ? 1 : 0;
        combust += c ? 1 : 0;
      }
    }
    // The births were chosen so that both marks occur.
    expect(retro).toBeGreaterThan(0);
    expect(combust).toBeGreaterThan(0);
  });

  it('writes the degree and minute of the birth-chart sign with degrees: true', () => {
    const ref = reference(NY);
    const g = chartGeometry(indianChart({ birth: NY, style: 'east', degrees: true, size: 900 }));
    const text = g.labels.filter((b) => b.body === 'Saturn').map((b) => b.text).join(' ');
    const within = ref.lon('Saturn') % 30;
    expect(text).toContain(`${Math.floor(within)}°${String(Math.floor((within % 1) * 60)).padStart(2, '0')}′`);
  });

  it('draws the transit overlay in italics in the cells of the grahas’ signs at transitAt', () => {
    const at = '2024-07-15T12:00:00Z';
    const svg = indianChart({ birth: NY, style: 'south', transitAt: at });
    const sky = reference({ birthDate: '2024-07-15', birthTime: '12:00', latitude: 0, longitude: 0, timezone: 'UTC' });
    const lines = firstLines(svg, 'transit');
    expect(lines.size).toBe(9);
    for (const graha of Object.keys(GRAHA_BODIES)) expect(lines.get(graha)!.sign, graha).toBe(SIGNS[signOf(sky.lon(graha))]);
    const italic = allElements(parseXml(svg)).filter((e) => e.attributes['data-chart'] === 'transit');
    expect(italic.every((e) => e.attributes['font-style'] === 'italic')).toBe(true);
    expect(allElements(parseXml(svg)).filter((e) => e.attributes['data-chart'] === 'natal').some((e) => e.attributes['font-style'] !== undefined)).toBe(false);
  });
});

describe('indianChart: the wheel’s standards', () => {
  const request = { birth: NY, style: 'north' as const, degrees: true, transitAt: '2024-07-15T12:00:00Z' };

  it('is self-contained: no CSS, no external reference, ids only on title and desc, referenced by aria-labelledby', () => {
    for (const style of ['north', 'south', 'east'] as const) {
      const svg = indianChart({ ...request, style });
      expect(svg).not.toMatch(/<style|var\(|url\(|href=|<image|@font-face|<script/);
      const root = parseXml(svg);
      const ids = allElements(root).flatMap((e) => (e.attributes.id === undefined ? [] : [e.attributes.id]));
      expect(ids).toEqual(['urania-indian-chart-title', 'urania-indian-chart-desc']);
      expect(root.attributes.role).toBe('img');
      expect(root.attributes['aria-labelledby']).toBe(ids.join(' '));
    }
  });

  it('describes every house and graha in <desc> and labels every graha for screen readers', () => {
    const root = parseXml(indianChart(request));
    const desc = textOf(allElements(root).find((e) => e.name === 'desc')!);
    for (const graha of Object.keys(GRAHA_BODIES)) {
      expect(desc).toContain(`${graha} in `);
      expect(desc).toContain(`Transit ${graha} in `);
    }
    for (let h = 1; h <= 12; h++) expect(desc).toContain(`House ${h}, `);
    const spoken = allElements(root).filter((e) => e.attributes['aria-label'] !== undefined);
    expect(spoken).toHaveLength(19);
    expect(spoken.find((e) => e.attributes['data-body'] === 'Saturn' && e.attributes['data-chart'] === 'natal')!.attributes['aria-label']).toMatch(/^Saturn in \w+ \(birth chart \d+°\d\d′ \w+\), retrograde$/);
  });

  it('gives the same bytes for the same request, and prefixes its ids with idPrefix', () => {
    expect(indianChart(request)).toBe(indianChart(request));
    const prefixed = indianChart({ ...request, idPrefix: 'a-' });
    expect(prefixed).toBe(indianChart(request).replace(/urania-indian-chart-(title|desc)/g, 'a-urania-indian-chart-$1'));
  });

  it('changes only colors between themes', () => {
    const strip = (svg: string) => svg.replace(/(fill|stroke)="#[0-9a-f]{6}"/g, '$1=""');
    const light = indianChart({ ...request, theme: 'light' });
    for (const theme of ['dark', 'print', 'mono'] as const) {
      const other = indianChart({ ...request, theme });
      expect(other).not.toBe(light);
      expect(strip(other)).toBe(strip(light));
    }
  });

  it('refuses a bad member naming it, and an extra argument', () => {
    const field = (f: () => unknown): unknown => {
      try {
        f();
      } catch (e) {
        return isUraniaError(e) ? e.details.field ?? (e.details.errors as { field: string }[] | undefined)?.[0]?.field : e;
      }
      return undefined;
    };
    expect(field(() => indianChart({ birth: NY, style: 'west' as never }))).toBe('style');
    expect(field(() => indianChart({ birth: NY, division: 0 }))).toBe('division');
    expect(field(() => indianChart({ birth: NY, size: 100 }))).toBe('size');
    expect(field(() => indianChart({ birth: { ...NY, birthDate: '1990-13-15' } }))).toBe('birth.birthDate');
    expect(field(() => indianChart({ birth: NY, transitAt: 'soon' }))).toBe('transitAt');
    expect(field(() => (indianChart as (...a: unknown[]) => string)({ birth: NY }, {}))).toBeDefined();
  });
});
