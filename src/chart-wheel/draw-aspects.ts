import { ASPECTS } from '../aspects/index.js';
import type { AspectType, Body } from '../schemas/index.js';
import { element } from './svg-writer.js';
import { polar, type WheelFrame } from './wheel-geometry.js';
import type { WheelThemeColors } from './wheel-themes.js';
import { LABELS_EN } from '../i18n/en/labels.js';
import type { LabelCatalogue } from '../i18n/label-catalogue.js';
import { aspectWords, decimalOrb } from './wheel-words.js';

/** The angles an aspect line can end at (a chart's `angleAspects`). */
export type ChartAngle = 'Ascendant' | 'Midheaven';

/** One aspect line: two bodies' (or a body's and an angle's) exact longitudes, the aspect and its orb. */
export interface AspectLine {
  readonly body1: Body | ChartAngle;
  readonly body2: Body | ChartAngle;
  readonly longitude1: number;
  readonly longitude2: number;
  readonly type: AspectType;
  readonly orb: number;
}

/** Orbs at or beyond this (degrees) get the thinnest line. */
export const ORB_FOR_THINNEST = 10;

/**
 * @summary The width of an aspect line: tighter orbs are heavier, linearly from 2.5 units at exact to 0.5 units at
 * {@link ORB_FOR_THINNEST} degrees and beyond (a unit is size/640 pixels).
 * @example aspectStrokeWidth(0, 640) // 2.5
 */
export function aspectStrokeWidth(orb: number, size: number): number {
  const t = 1 - Math.min(Math.max(orb, 0), ORB_FOR_THINNEST) / ORB_FOR_THINNEST;
  return ((0.5 + 2 * t) * size) / 640;
}

/**
 * @summary The aspect lines inside the aspect disc, each between the two bodies' exact longitudes on the disc's
 * edge, colored by the aspect's nature (harmonious, challenging, neutral: `ASPECTS[type].nature`) and weighted
 * by its orb.
 */
export function drawAspects(
  frame: WheelFrame,
  radius: number,
  size: number,
  colors: WheelThemeColors,
  lines: readonly AspectLine[],
  chart: string,
  labels: LabelCatalogue = LABELS_EN,
): string {
  const out = lines.map((a) => {
    const p = polar(frame, a.longitude1, radius);
    const q = polar(frame, a.longitude2, radius);
    const nature = ASPECTS[a.type].nature;
    return element('line', {
      class: 'aspect',
      'data-body1': a.body1,
      'data-body2': a.body2,
      'data-type': a.type,
      'data-nature': nature,
      'data-orb': Math.round(a.orb * 100) / 100,
      x1: p.x,
      y1: p.y,
      x2: q.x,
      y2: q.y,
      stroke: colors.aspect[nature],
      'stroke-width': Math.round(aspectStrokeWidth(a.orb, size) * 100) / 100,
      'stroke-linecap': 'round',
      'aria-label': aspectWords(a, decimalOrb(a.orb, labels), labels),
    });
  });
  return element('g', { class: 'aspects', 'data-chart': chart }, out.join(''));
}
