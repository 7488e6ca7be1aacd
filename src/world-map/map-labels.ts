/**
 * Label placement of the world map: a greedy packer over candidate anchors. Each label tries its anchors in order of
 * preference, on the right of the anchor and then on its left, and takes the first box that stays inside the map and
 * overlaps no box already taken (labels, and the marks reserved before them); a label with no free place is left
 * out (the legend still names its colour). Boxes are the text's advance width in the pictures' font stack
 * (`textWidth`, Helvetica metrics with a margin), so boxes apart are labels apart.
 */

/** An axis-aligned box, pixels. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A label to place: its text width and height, and the anchors it may sit beside, best first. */
export interface LabelRequest {
  readonly width: number;
  readonly height: number;
  readonly anchors: readonly (readonly [number, number])[];
}

/** Gap between an anchor and its label, and between labels, pixels. */
export const LABEL_GAP = 2;

/** @summary Whether two boxes overlap (touching edges do not; `gap` pixels of clearance asked for). */
export function boxesOverlap(a: Box, b: Box, gap = 0): boolean {
  return a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;
}

/**
 * @summary Places each label at the first free candidate box (right of an anchor, then left of it) inside `frame`,
 * overlapping neither the `taken` boxes nor the labels placed before it; undefined for a label with no room.
 * `taken` is extended with the boxes placed.
 * @example placeLabels([{ width: 20, height: 10, anchors: [[5, 5]] }], { x: 0, y: 0, width: 100, height: 100 }, [])
 */
export function placeLabels(labels: readonly LabelRequest[], frame: Box, taken: Box[]): (Box | undefined)[] {
  return labels.map((label) => {
    for (const [ax, ay] of label.anchors) {
      for (const x of [ax + LABEL_GAP + 1, ax - LABEL_GAP - 1 - label.width]) {
        const box = { x, y: ay - label.height / 2, width: label.width, height: label.height };
        const inside = box.x >= frame.x && box.y >= frame.y && box.x + box.width <= frame.x + frame.width && box.y + box.height <= frame.y + frame.height;
        if (inside && !taken.some((t) => boxesOverlap(box, t, LABEL_GAP))) {
          taken.push(box);
          return box;
        }
      }
    }
    return undefined;
  });
}
