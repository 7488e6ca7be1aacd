import { normalizeDegrees, RAD_PER_DEG } from '../units/index.js';

/** A point of the picture, pixels, y downwards (SVG user space). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * The frame of one wheel: its center and the longitude drawn at 9 o'clock (the Ascendant, or 0° Aries).
 * Longitudes increase counter-clockwise, as on every Western chart.
 */
export interface WheelFrame {
  readonly cx: number;
  readonly cy: number;
  /** Ecliptic longitude drawn on the left (180° of the screen circle), degrees. */
  readonly leftLongitude: number;
}

/**
 * @summary The screen angle of a longitude, degrees counter-clockwise from 3 o'clock: the left longitude at 180°,
 * longitudes increasing counter-clockwise. Result in [0, 360).
 * @example screenAngle({ cx: 0, cy: 0, leftLongitude: 100 }, 190) // 270 (6 o'clock: 90° below the Ascendant)
 */
export function screenAngle(frame: WheelFrame, longitude: number): number {
  return normalizeDegrees(180 + longitude - frame.leftLongitude);
}

/**
 * @summary The point at `radius` pixels from the center in the direction of a longitude.
 * @example polar({ cx: 100, cy: 100, leftLongitude: 0 }, 0, 50) // { x: 50, y: 100 }
 */
export function polar(frame: WheelFrame, longitude: number, radius: number): Point {
  const a = screenAngle(frame, longitude) * RAD_PER_DEG;
  return { x: frame.cx + radius * Math.cos(a), y: frame.cy - radius * Math.sin(a) };
}
