import type { XmlElement } from './xml.js';
import { byClass } from './xml.js';

/** Arc-length rounding of the SVG (2 decimals of a pixel) seen as an angle at the wheel's radii: well under this. */
export const ANGLE_TOLERANCE_DEG = 0.02;

/** A glyph's box read back from its group's `transform="translate(x,y) scale(k)"` (the glyph grid is 0..100). */
export interface Box {
  readonly cx: number;
  readonly cy: number;
  readonly size: number;
}

/** @summary The box of a glyph group. */
export function glyphBox(g: XmlElement): Box {
  const m = /^translate\((-?[\d.]+),(-?[\d.]+)\) scale\(([\d.]+)\)$/.exec(g.attributes.transform ?? '');
  if (!m) throw new Error(`no glyph transform: ${g.attributes.transform}`);
  const k = Number(m[3]);
  return { cx: Number(m[1]) + 50 * k, cy: Number(m[2]) + 50 * k, size: 100 * k };
}

/** @summary The screen angle of a point seen from the center: degrees counter-clockwise from 3 o'clock, [0, 360). */
export function angleOf(x: number, y: number, center: number): number {
  const a = (Math.atan2(center - y, x - center) * 180) / Math.PI;
  return (a + 360) % 360;
}

/**
 * @summary Where a longitude must be drawn, written independently of the wheel's code: the left longitude (the
 * Ascendant, or 0° Aries) at 180°, longitudes increasing counter-clockwise.
 */
export function expectedAngle(longitude: number, left: number): number {
  return (((180 + longitude - left) % 360) + 360) % 360;
}

/** @summary The shorter distance between two angles, degrees. */
export function angleGap(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** @summary The body groups of a wheel, by chart (`inner`, `outer`). */
export function bodyGroups(root: XmlElement, chart = 'inner'): XmlElement[] {
  return byClass(root, 'body').filter((g) => g.attributes['data-chart'] === chart);
}

/** @summary Whether two axis-aligned square boxes overlap (touching is not overlapping). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return Math.abs(a.cx - b.cx) < (a.size + b.size) / 2 && Math.abs(a.cy - b.cy) < (a.size + b.size) / 2;
}
