import { UraniaError } from '../errors/urania-error.js';
import { bandInterval, verticalExtent, type Polygon } from './convex-polygon.js';
import { textWidthEm } from './text-width.js';

/** The height of a line's box in em, centred on its `y` (dominant-baseline central): DejaVu Sans' parentheses reach −0.38 em and +0.55 em (resvg). */
export const LABEL_BOX_EM = 1.2;
/**
 * A glyph's ink may overhang its advance by its side bearing (resvg draws DejaVu Sans' "A" 0.03 em left of the
 * advance box): a label's `textLength` is its reserved width less this on each side, so the ink stays in the box.
 */
export const SIDE_BEARING_EM = 0.06;
/** The step between the two lines of a wrapped label, in em (boxes 0.05 em apart). */
const LINE_PITCH_EM = 1.25;
/** The space between two rows of labels, in em. */
const ROW_GAP_EM = 0.12;
/** The horizontal space between two labels of a row, in em. */
const LABEL_GAP_EM = 0.45;
/** Each failed size is multiplied by this. */
const SHRINK = 0.95;
/** Top positions tried per size. */
const TOPS = 40;

/** One line of a placed label: its text, centre and width (its box is width × LABEL_BOX_EM·size around the centre). */
export interface PlacedLine {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
}

/** The labels of one house laid out: the font size used and each label's lines (one, or two when wrapped), in the order given. */
export interface LabelLayout {
  readonly size: number;
  readonly labels: readonly (readonly PlacedLine[])[];
}

/** A label to place: its parts; on one line they are joined by a space, wrapped they stack (the first on top). */
export type LabelParts = readonly string[];

interface Unit {
  readonly lines: readonly string[];
  readonly widths: readonly number[];
  readonly width: number;
}

function units(labels: readonly LabelParts[], wrapped: boolean): Unit[] {
  return labels.map((parts) => {
    const lines = wrapped && parts.length > 1 ? parts : [parts.join(' ')];
    const widths = lines.map(textWidthEm);
    return { lines, widths, width: Math.max(...widths) };
  });
}

/** Greedy rows from `top` at font size `size`: each row takes units while they fit its band's interval. */
function packFrom(region: Polygon, list: readonly Unit[], size: number, top: number, bottom: number): PlacedLine[][] | undefined {
  const lines = Math.max(...list.map((u) => u.lines.length));
  const boxH = (LABEL_BOX_EM + (lines - 1) * LINE_PITCH_EM) * size;
  const gap = LABEL_GAP_EM * size;
  const out: PlacedLine[][] = [];
  let i = 0;
  for (let y0 = top; i < list.length; y0 += boxH + ROW_GAP_EM * size) {
    if (y0 + boxH > bottom + 1e-9) return undefined;
    const band = bandInterval(region, y0, y0 + boxH);
    if (band === undefined) return undefined;
    const room = band[1] - band[0];
    const row: number[] = [];
    let used = 0;
    while (i < list.length) {
      const w = list[i]!.width * size;
      const next = row.length === 0 ? w : used + gap + w;
      if (next > room + 1e-9) break;
      row.push(i);
      used = next;
      i++;
    }
    if (row.length === 0) return undefined;
    let x = band[0] + (room - used) / 2;
    for (const k of row) {
      const u = list[k]!;
      const w = u.width * size;
      const first = y0 + boxH / 2 - ((u.lines.length - 1) * LINE_PITCH_EM * size) / 2;
      out.push(u.lines.map((text, j) => ({ text, x: x + w / 2, y: first + j * LINE_PITCH_EM * size, width: u.widths[j]! * size })));
      x += w + gap;
    }
  }
  return out;
}

/** The placement of `list` at `size` whose block of rows is nearest the region's vertical middle, if any fits. */
function bestAt(region: Polygon, list: readonly Unit[], size: number): PlacedLine[][] | undefined {
  const [top, bottom] = verticalExtent(region);
  const middle = (top + bottom) / 2;
  let best: PlacedLine[][] | undefined;
  let bestScore = Infinity;
  for (let k = 0; k <= TOPS; k++) {
    const t = top + ((bottom - top) * k) / TOPS;
    const placed = packFrom(region, list, size, t, bottom);
    if (placed === undefined) continue;
    const ys = placed.flat().map((l) => l.y);
    const score = Math.abs((Math.min(...ys) + Math.max(...ys)) / 2 - middle);
    if (score < bestScore) {
      best = placed;
      bestScore = score;
    }
  }
  return best;
}

/**
 * @summary The labels of one house laid out inside its (convex) region without overlap: rows from top to bottom,
 * each row as many labels as its band of the region holds, centred; of the top positions that fit, the one whose
 * block of rows is nearest the region's vertical middle. At each size the labels are tried on one line, then
 * wrapped (their parts stacked: a name over its degrees); when neither fits the size shrinks by 5 % at a time until
 * one does — no label is ever dropped. The region must not be empty.
 * @example fitLabels([{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 100, y: 100 }, { x: 0, y: 100 }], [['Su'], ['Mo']], 16).labels.length // 2
 */
export function fitLabels(region: Polygon, labels: readonly LabelParts[], maxSize: number): LabelLayout {
  if (labels.length === 0) return { size: maxSize, labels: [] };
  const single = units(labels, false);
  const wrapped = labels.some((p) => p.length > 1) ? units(labels, true) : undefined;
  let size = maxSize;
  for (; size > 0.01; size *= SHRINK) {
    const placed = bestAt(region, single, size) ?? (wrapped && bestAt(region, wrapped, size));
    if (placed) return { size, labels: placed };
  }
  throw new UraniaError('INTERNAL', `the layout of an Indian chart found no size at which ${labels.length} labels fit their house (a region of ${region.length} vertices); please report it`, {});
}
