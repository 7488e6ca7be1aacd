import { SIGNS } from '../schemas/index.js';
import { normalizeDegrees } from '../units/index.js';

/**
 * @summary A longitude as degrees and minutes within its sign, for a report's facts lines: `2°07′ Taurus`
 * (minutes truncated, as an ephemeris prints them).
 * @example formatPosition(32.12) // '2°07′ Taurus'
 */
export function formatPosition(longitude: number): string {
  const lon = normalizeDegrees(longitude);
  const totalMinutes = Math.floor(lon * 60 + 1e-9);
  const signIndex = Math.min(11, Math.floor(totalMinutes / 1800));
  const inSign = totalMinutes - signIndex * 1800;
  return `${formatArc(inSign / 60)} ${SIGNS[signIndex]!}`;
}

/**
 * @summary An arc in degrees as `d°mm′` (minutes truncated), for orbs and positions.
 * @example formatArc(2.305) // '2°18′'
 */
export function formatArc(degrees: number): string {
  const totalMinutes = Math.floor(Math.abs(degrees) * 60 + 1e-9);
  return `${Math.floor(totalMinutes / 60)}°${String(totalMinutes % 60).padStart(2, '0')}′`;
}

/**
 * @summary A balance weight as written in a report: whole numbers as they are, others with one decimal.
 * @example formatWeight(4.5) // '4.5'
 */
export function formatWeight(weight: number): string {
  return Number.isInteger(weight) ? String(weight) : weight.toFixed(1);
}
