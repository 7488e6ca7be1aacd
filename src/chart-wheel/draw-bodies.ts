import type { Sign } from '../schemas/index.js';
import { BODY_GLYPHS, MARK_GLYPHS, type WheelBody } from './body-glyphs.js';
import { drawGlyph } from './draw-glyph.js';
import { radial } from './draw-zodiac.js';
import { SIGN_GLYPHS } from './sign-glyphs.js';
import { labelled, placeRing, type RingPlacement } from './place-ring.js';
import { dataDegrees, element } from './svg-writer.js';
import { polar, screenAngle, type WheelFrame } from './wheel-geometry.js';
import { bodyColumn, columnBoxes, type LabelRow } from './body-column.js';
import { labelDrop } from './pack-sector.js';
import { degreeMinute } from './wheel-text.js';
import { wheelText } from './wheel-text.js';
import { LABELS_EN } from '../i18n/en/labels.js';
import type { LabelCatalogue } from '../i18n/label-catalogue.js';

/** A body as the wheel draws it. */
export interface WheelPlacement {
  readonly body: WheelBody;
  readonly longitude: number;
  readonly sign: Sign;
  /** Degrees within the sign, [0, 30). */
  readonly degree: number;
  readonly isRetrograde: boolean;
}

/** Where and how one ring of bodies is drawn. */
export interface BodyRing {
  /** Glyph centers' radius and box side. */
  readonly glyphRadius: number;
  readonly glyphSize: number;
  readonly fontSize: number;
  readonly labelGlyphSize: number;
  /** Radius of the exact-position tick (and start of the pointer), and the tick's other end. */
  readonly tickFrom: number;
  readonly tickTo: number;
  readonly color: string;
  readonly tickColor: string;
  /** Stroke width of glyphs, pixels. */
  readonly stroke: number;
  /** `inner` or `outer` (the chart a bi-wheel ring belongs to), written as `data-chart`. */
  readonly chart: 'inner' | 'outer';
  /**
   * Longitudes of the lines that cross or bound the ring (house cusps, angles): a glyph stays in the sector of its
   * exact longitude and, with its labels, at least `clearance` pixels from each line.
   */
  readonly barriers: readonly number[];
  readonly clearance: number;
  /** The ring's inner edge (the aspect disc, or the house ring of a bi-wheel's outer band): labels stay outside it. */
  readonly innerLimit?: number;
}

/** A glyph moved by less than this (degrees) is drawn without a pointer. */
export const POINTER_THRESHOLD = 0.05;

/**
 * @summary The accessible name of a body on the wheel: `Mars 15°42′ Leo, retrograde` (in the words of `labels`,
 * default English: `Marte 15°42′ Leo, retrógrado`).
 * @example bodyLabel({ body: 'Mars', longitude: 135.7, sign: 'Leo', degree: 15.7, isRetrograde: true })
 * // 'Mars 15°42′ Leo, retrograde'
 */
export function bodyLabel(p: WheelPlacement, labels: LabelCatalogue = LABELS_EN): string {
  const { degree, minute } = degreeMinute(p.degree);
  const retrograde = p.isRetrograde ? `, ${labels.words.retrograde}` : '';
  return `${labels.bodies[p.body]} ${degree}${minute} ${labels.signs[p.sign]}${retrograde}`;
}

/**
 * @summary A one-row label (`9°03′`) centered on (x, y): the text from the box's left edge, the ℞ mark (if any) at
 * its right end.
 */
function rowLabel(x: number, y: number, row: LabelRow, font: number, ring: BodyRing): string {
  const mark = row.mark ?? 0;
  const text = wheelText(x - row.width / 2, y, row.text, font, ring.color, 'start', { class: row.kind });
  return mark > 0
    ? text +
        drawGlyph(MARK_GLYPHS.retrograde, x + row.width / 2 - mark / 2, y, mark, ring.color, ring.stroke * 0.7, {
          class: 'retrograde',
        })
    : text;
}

/**
 * @summary One ring of body glyphs: glyphs spread apart where bodies crowd, never across a cusp or an angle
 * (`spreadInSectors`: each glyph stays in its body's house sector and on its side of every angle, its glyph and
 * labels clear of the lines; a sector too narrow for its glyphs shrinks them), each with its label rows (degree,
 * sign, minute, ℞ — in reading order: left to right, or top to bottom near the vertical), a tick at the exact
 * longitude and, when the glyph was moved, a pointer from the tick to the glyph.
 */
export function drawBodies(
  frame: WheelFrame,
  ring: BodyRing,
  placements: readonly WheelPlacement[],
  placed: readonly RingPlacement[] = placeRing(frame, ring, placements),
  catalogue: LabelCatalogue = LABELS_EN,
): string {
  const groups = placements.map((p, i) => {
    const { longitude: at, scale, radius, style, labels, packed } = placed[i]!;
    const sized = labelled(ring, labels);
    const size = ring.glyphSize * scale;
    const g = polar(frame, at, radius);
    const parts: string[] = [];
    parts.push(
      radial(frame, p.longitude, ring.tickFrom, ring.tickTo, {
        class: 'tick',
        stroke: ring.tickColor,
        'stroke-width': ring.stroke,
      }),
    );
    if (Math.abs(((at - p.longitude + 540) % 360) - 180) > POINTER_THRESHOLD) {
      const a = polar(frame, p.longitude, ring.tickTo);
      const towards = ring.tickTo > radius ? 1 : -1;
      const b = polar(frame, at, radius + towards * size * 0.62);
      parts.push(
        element('line', {
          class: 'pointer',
          x1: a.x,
          y1: a.y,
          x2: b.x,
          y2: b.y,
          stroke: ring.tickColor,
          'stroke-width': ring.stroke * 0.7,
        }),
      );
    }
    parts.push(drawGlyph(BODY_GLYPHS[p.body], g.x, g.y, size, ring.color, ring.stroke, { class: 'glyph' }));
    if (packed === true) {
      // A packed glyph of a crowded house: its one-row label under it (pack-sector.ts).
      const { rows, gap } = bodyColumn(sized, scale, p, 'row');
      const row = rows[0]!;
      if (row.height > 0) parts.push(rowLabel(g.x, g.y + labelDrop(size, row, gap), row, sized.fontSize * scale, ring));
    }
    const theta = screenAngle(frame, at);
    for (const box of packed === true ? [] : columnBoxes({ ...sized, glyphRadius: radius }, scale, p, theta, style)) {
      const row = box.row;
      // A compact wheel's rows have no size (compact-layout.ts): nothing to draw.
      if (row === undefined || row.height === 0) continue;
      const q = polar(frame, at, box.radius);
      if (row.kind === 'degree-minute') {
        parts.push(rowLabel(q.x, q.y, row, sized.fontSize * scale, ring));
        continue;
      }
      parts.push(
        row.kind === 'degree' || row.kind === 'minute'
          ? wheelText(q.x, q.y, row.text, row.height, ring.color, 'middle', { class: row.kind })
          : drawGlyph(
              row.kind === 'sign' ? SIGN_GLYPHS[p.sign] : MARK_GLYPHS.retrograde,
              q.x,
              q.y,
              row.height,
              ring.color,
              ring.stroke * (row.kind === 'sign' ? 0.8 : 0.7),
              { class: row.kind === 'sign' ? 'label-sign' : 'retrograde' },
            ),
      );
    }
    return element(
      'g',
      {
        class: 'body',
        'data-chart': ring.chart,
        'data-body': p.body,
        'data-longitude': dataDegrees(p.longitude),
        role: 'img',
        'aria-label': bodyLabel(p, catalogue),
      },
      parts.join(''),
    );
  });
  return element('g', { class: `bodies bodies-${ring.chart}` }, groups.join(''));
}
