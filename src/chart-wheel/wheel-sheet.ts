import { ASPECTS } from '../aspects/index.js';
import type { AspectType } from '../schemas/index.js';
import { normalizeDegrees } from '../units/index.js';
import { ASPECT_GLYPHS, ASPECT_LETTERS } from './aspect-glyphs.js';
import { orbWords } from './aspect-grid.js';
import { BODY_GLYPHS, MARK_GLYPHS } from './body-glyphs.js';
import { aspectStrokeWidth, type AspectLine } from './draw-aspects.js';
import { bodyLabel, type WheelPlacement } from './draw-bodies.js';
import type { HouseInput } from './draw-houses.js';
import { drawGlyph } from './draw-glyph.js';
import { SIGN_GLYPHS } from './sign-glyphs.js';
import { element } from './svg-writer.js';
import { degreeMinute, wheelText } from './wheel-text.js';
import type { WheelThemeColors } from './wheel-themes.js';
import { LABELS_EN } from '../i18n/en/labels.js';
import { formatLabel } from '../i18n/format-label.js';
import type { LabelCatalogue } from '../i18n/label-catalogue.js';
import { aspectLegendWords, aspectWords } from './wheel-words.js';

/** What the panel beside a wheel shows: `wheel+grid` the aspect grid; `sheet` also the positions and a legend. */
export type SheetLayout = 'wheel+grid' | 'sheet';

/** What the panel needs of a wheel's scene. */
export interface SheetScene {
  readonly kind: 'single' | 'bi';
  readonly inner: readonly WheelPlacement[];
  readonly outer: readonly WheelPlacement[];
  readonly houses: HouseInput | undefined;
  readonly aspects: readonly AspectLine[];
  /** The aspect types drawn (the legend lists them). */
  readonly aspectTypes: readonly AspectType[];
  /** The names of the inner and outer charts (a bi-wheel's legend). */
  readonly names: readonly string[];
  /** The words of the panel (default English). */
  readonly labels?: LabelCatalogue;
}

/** A grid member: a body, or the inner chart's Ascendant or Midheaven. */
interface Member {
  readonly name: string;
  readonly glyph: (typeof BODY_GLYPHS)[keyof typeof BODY_GLYPHS];
}

const ANGLE_MEMBERS: readonly Member[] = [
  { name: 'Ascendant', glyph: MARK_GLYPHS.Ascendant },
  { name: 'Midheaven', glyph: MARK_GLYPHS.Midheaven },
];

/**
 * @summary The house (1–12) a longitude falls in: the cusp at or before it (cusp k ≤ λ < cusp k+1).
 * @example houseOfLongitude(houses, houses.ascendant) // 1
 */
export function houseOfLongitude(houses: HouseInput, longitude: number): number {
  const cusps = houses.cusps.map((h) => h.cusp.longitude);
  for (let k = 0; k < cusps.length; k++) {
    const from = cusps[k]!;
    const width = normalizeDegrees(cusps[(k + 1) % cusps.length]! - from);
    if (normalizeDegrees(longitude - from) < width) return houses.cusps[k]!.house;
  }
  return houses.cusps[0]!.house;
}

/** The aspect glyph of a type in a box of `size` at (x, y), or its letters. */
function aspectMark(
  type: AspectType,
  x: number,
  y: number,
  size: number,
  color: string,
  stroke: number,
): string {
  const glyph = ASPECT_GLYPHS[type];
  return glyph === undefined
    ? wheelText(x, y, ASPECT_LETTERS[type] ?? type.slice(0, 2), size * 0.8, color, 'middle', {
        'font-weight': 'bold',
      })
    : drawGlyph(glyph, x, y, size, color, stroke);
}

/**
 * @summary The aspect grid as SVG at (x, y): for one chart the lower triangle of its bodies (and its Ascendant and
 * Midheaven), each body's glyph on the diagonal; for a bi-wheel the inner chart's bodies and angles (rows) against
 * the outer chart's bodies (columns). A filled cell holds the aspect's glyph in its nature's color and the orb.
 * Returns the SVG and the grid's width and height.
 */
function drawGrid(
  scene: SheetScene,
  colors: WheelThemeColors,
  u: number,
  x: number,
  y: number,
): { svg: string; width: number; height: number } {
  const cell = 26 * u;
  const stroke = 1.1 * u;
  const rows: Member[] = [
    ...scene.inner.map((p) => ({ name: p.body as string, glyph: BODY_GLYPHS[p.body] })),
    ...(scene.houses === undefined ? [] : ANGLE_MEMBERS),
  ];
  const key = (a: string, b: string) => `${a}|${b}`;
  const byPair = new Map<string, AspectLine>();
  for (const a of scene.aspects) {
    byPair.set(key(a.body1, a.body2), a);
    if (scene.kind === 'single') byPair.set(key(a.body2, a.body1), a);
  }
  const parts: string[] = [];
  const box = (cx: number, cy: number) =>
    element('rect', {
      x: cx,
      y: cy,
      width: cell,
      height: cell,
      fill: 'none',
      stroke: colors.muted,
      'stroke-width': 0.6 * u,
    });
  const filled = (a: AspectLine | undefined, cx: number, cy: number) => {
    if (a === undefined) return '';
    const nature = ASPECTS[a.type].nature;
    const words = aspectWords(a, orbWords(a.orb), scene.labels ?? LABELS_EN);
    return element(
      'g',
      {
        class: 'grid-aspect',
        'data-pair': key(a.body1, a.body2),
        'data-type': a.type,
        role: 'img',
        'aria-label': words,
      },
      aspectMark(a.type, cx + cell / 2, cy + cell * 0.38, cell * 0.5, colors.aspect[nature], stroke) +
        wheelText(cx + cell / 2, cy + cell * 0.82, orbWords(a.orb), cell * 0.26, colors.muted),
    );
  };
  if (scene.kind === 'single') {
    rows.forEach((row, i) => {
      const cy = y + i * cell;
      parts.push(box(x + i * cell, cy));
      parts.push(
        drawGlyph(row.glyph, x + i * cell + cell / 2, cy + cell / 2, cell * 0.62, colors.body, stroke),
      );
      for (let j = 0; j < i; j++) {
        const cx = x + j * cell;
        parts.push(box(cx, cy), filled(byPair.get(key(row.name, rows[j]!.name)), cx, cy));
      }
    });
    return {
      svg: element('g', { class: 'aspect-grid', role: 'img', 'aria-label': (scene.labels ?? LABELS_EN).words.aspectGrid }, parts.join('')),
      width: rows.length * cell,
      height: rows.length * cell,
    };
  }
  const columns = scene.outer;
  columns.forEach((c, j) => {
    parts.push(
      drawGlyph(
        BODY_GLYPHS[c.body],
        x + (j + 1.5) * cell,
        y + cell / 2,
        cell * 0.62,
        colors.outerBody,
        stroke,
      ),
    );
  });
  rows.forEach((row, i) => {
    const cy = y + (i + 1) * cell;
    parts.push(drawGlyph(row.glyph, x + cell / 2, cy + cell / 2, cell * 0.62, colors.body, stroke));
    columns.forEach((c, j) => {
      const cx = x + (j + 1) * cell;
      parts.push(box(cx, cy), filled(byPair.get(key(row.name, c.body)), cx, cy));
    });
  });
  return {
    svg: element(
      'g',
      {
        class: 'aspect-grid',
        role: 'img',
        'aria-label': (scene.labels ?? LABELS_EN).words.aspectGridBi,
      },
      parts.join(''),
    ),
    width: (columns.length + 1) * cell,
    height: (rows.length + 1) * cell,
  };
}

/** The position table at (x, y): a row per body — glyph, sign glyph, degree and minute, ℞, house. */
function drawPositions(
  placements: readonly WheelPlacement[],
  houses: HouseInput | undefined,
  color: string,
  colors: WheelThemeColors,
  u: number,
  x: number,
  y: number,
  caption: string,
  labels: LabelCatalogue = LABELS_EN,
): { svg: string; height: number } {
  const row = 19 * u;
  const font = 11 * u;
  const stroke = 1.1 * u;
  const parts: string[] = [
    wheelText(x, y + row / 2, caption, font, colors.ink, 'start', { 'font-weight': 'bold' }),
  ];
  placements.forEach((p, i) => {
    const cy = y + (i + 1.5) * row;
    const dm = degreeMinute(p.degree);
    const house = houses === undefined ? undefined : houseOfLongitude(houses, p.longitude);
    const words = house === undefined ? bodyLabel(p, labels) : formatLabel(labels.words.bodyInHouse, { body: bodyLabel(p, labels), house: String(house) }, labels.locale);
    parts.push(
      element(
        'g',
        { class: 'position', 'data-body': p.body, role: 'img', 'aria-label': words },
        drawGlyph(BODY_GLYPHS[p.body], x + 8 * u, cy, 14 * u, color, stroke) +
          wheelText(x + 46 * u, cy, dm.degree, font, colors.ink, 'end') +
          drawGlyph(SIGN_GLYPHS[p.sign], x + 56 * u, cy, 11 * u, colors.ink, stroke * 0.9) +
          wheelText(x + 64 * u, cy, dm.minute, font, colors.ink, 'start') +
          (p.isRetrograde
            ? drawGlyph(MARK_GLYPHS.retrograde, x + 96 * u, cy, 10 * u, colors.ink, stroke * 0.8)
            : '') +
          (house === undefined ? '' : wheelText(x + 126 * u, cy, String(house), font, colors.muted, 'end')),
      ),
    );
  });
  return {
    svg: element('g', { class: 'positions', 'data-caption': caption }, parts.join('')),
    height: (placements.length + 1.5) * row,
  };
}

/** The legend at (x, y): the aspect glyphs with their names and colors, what a line's weight says, the rings. */
function drawLegend(
  scene: SheetScene,
  colors: WheelThemeColors,
  u: number,
  x: number,
  y: number,
): { svg: string; height: number } {
  const row = 17 * u;
  const font = 10 * u;
  const stroke = 1.1 * u;
  const labels = scene.labels ?? LABELS_EN;
  const w = labels.words;
  const parts: string[] = [
    wheelText(x, y + row / 2, w.legend, 11 * u, colors.ink, 'start', { 'font-weight': 'bold' }),
  ];
  let k = 1.5;
  for (const type of scene.aspectTypes) {
    const cy = y + k * row;
    const nature = ASPECTS[type].nature;
    parts.push(
      aspectMark(type, x + 8 * u, cy, 12 * u, colors.aspect[nature], stroke),
      wheelText(x + 20 * u, cy, aspectLegendWords(type, labels), font, colors.ink, 'start'),
    );
    k += 1;
  }
  for (const nature of ['harmonious', 'challenging', 'neutral'] as const) {
    const cy = y + k * row;
    parts.push(
      element('line', {
        x1: x + 2 * u,
        y1: cy,
        x2: x + 16 * u,
        y2: cy,
        stroke: colors.aspect[nature],
        'stroke-width': aspectStrokeWidth(1, 640 * u),
      }),
      wheelText(x + 20 * u, cy, labels.aspectNatures[nature], font, colors.ink, 'start'),
    );
    k += 1;
  }
  const notes = [w.heavierLine, w.tickExact, w.pointerMoved];
  for (const note of notes) {
    parts.push(wheelText(x, y + k * row, note, font, colors.muted, 'start'));
    k += 1;
  }
  parts.push(
    drawGlyph(MARK_GLYPHS.retrograde, x + 6 * u, y + k * row, 10 * u, colors.ink, stroke * 0.8),
    wheelText(x + 16 * u, y + k * row, w.retrograde, font, colors.muted, 'start'),
  );
  k += 1;
  if (scene.kind === 'bi') {
    scene.names.forEach((name, i) => {
      const cy = y + k * row;
      parts.push(
        element('circle', {
          cx: x + 6 * u,
          cy,
          r: 4 * u,
          fill: i === 0 ? colors.body : colors.outerBody,
          stroke: 'none',
        }),
        wheelText(x + 16 * u, cy, name, font, colors.ink, 'start'),
      );
      k += 1;
    });
  }
  return { svg: element('g', { class: 'legend' }, parts.join('')), height: (k + 0.5) * row };
}

/**
 * @summary The panel drawn to the right of a wheel of `size` pixels (`layout: 'wheel+grid'` or `'sheet'`): the
 * aspect grid, and for a sheet the position table(s) — a bi-wheel's outer bodies with the inner house they fall in —
 * and a legend. Returns the panel's SVG (already placed at x = size) and the picture's new width and height.
 */
export function drawSheet(
  scene: SheetScene,
  colors: WheelThemeColors,
  layout: SheetLayout,
  size: number,
): { readonly svg: string; readonly width: number; readonly height: number } {
  const u = size / 640;
  const pad = 16 * u;
  const parts: string[] = [];
  let x = size;
  let columnHeight = 0;
  let legendUnderGrid: { x: number; y: number } | undefined;
  if (layout === 'sheet') {
    let y = pad * 3;
    const inner = drawPositions(
      scene.inner,
      scene.houses,
      colors.body,
      colors,
      u,
      x,
      y,
      scene.kind === 'bi' ? (scene.names[0] ?? (scene.labels ?? LABELS_EN).words.inside) : (scene.labels ?? LABELS_EN).words.positions,
      scene.labels,
    );
    parts.push(inner.svg);
    y += inner.height + pad;
    if (scene.kind === 'bi') {
      const outer = drawPositions(
        scene.outer,
        scene.houses,
        colors.outerBody,
        colors,
        u,
        x,
        y,
        scene.names[1] ?? (scene.labels ?? LABELS_EN).words.outside,
        scene.labels,
      );
      parts.push(outer.svg);
      y += outer.height + pad;
    }
    columnHeight = y;
    legendUnderGrid = { x: 0, y: 0 };
    x += 150 * u;
  }
  const grid = drawGrid(scene, colors, u, x, pad * 3);
  parts.push(grid.svg);
  let gridHeight = pad * 4 + grid.height;
  if (legendUnderGrid !== undefined) {
    // The legend goes under the positions or under the grid, whichever keeps the picture lower.
    const legendHeight = drawLegend(scene, colors, u, 0, 0).height;
    const underGrid = pad * 3 + grid.height + pad + legendHeight <= columnHeight + legendHeight;
    const at = underGrid ? { x, y: pad * 3 + grid.height + pad } : { x: size, y: columnHeight };
    parts.push(drawLegend(scene, colors, u, at.x, at.y).svg);
    if (underGrid) gridHeight = at.y + legendHeight + pad;
    else columnHeight = at.y + legendHeight + pad;
  }
  return {
    svg: element('g', { class: `sheet sheet-${layout}` }, parts.join('')),
    width: x + grid.width + pad,
    height: Math.max(size, columnHeight, gridHeight),
  };
}
