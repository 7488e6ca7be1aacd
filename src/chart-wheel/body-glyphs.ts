import { NATAL_ASPECT_BODIES, type Body } from '../schemas/index.js';
import { circlePath, type Glyph } from './glyph.js';

/** The bodies the wheel has glyphs for, in drawing order (a chart's other bodies are not drawn). */
export const WHEEL_BODIES = [
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
  'NorthNodeMean',
  'SouthNodeMean',
  'LilithMean',
  'LilithTrue',
  'Ceres',
  'Pallas',
  'Juno',
  'Vesta',
] as const satisfies readonly Body[];
export type WheelBody = (typeof WHEEL_BODIES)[number];

/**
 * The bodies drawn by default: Sun–Pluto, Chiron and the true nodes — the bodies whose aspects a natal chart lists
 * by default (`NATAL_ASPECT_BODIES`), so that a default wheel draws every aspect of a default chart.
 */
export const DEFAULT_WHEEL_BODIES: readonly WheelBody[] = NATAL_ASPECT_BODIES;

const CROSS = 'M50,62L50,94M36,79L64,79';
const NORTH_NODE = `M32,76C10,58 14,22 50,20C86,22 90,58 68,76${circlePath(26, 80, 8)}${circlePath(74, 80, 8)}`;
const SOUTH_NODE = `M32,24C10,42 14,78 50,80C86,78 90,42 68,24${circlePath(26, 20, 8)}${circlePath(74, 20, 8)}`;
const LILITH = `M58,6A30,30 0 1,0 58,62A24,24 0 1,1 58,6${CROSS.replace('M50,62', 'M44,60')}`;

/**
 * Urania's own drawings of the body glyphs on a 0..100 grid (stroked, round caps), designed for this project from
 * the traditional shapes out of circles, arcs, lines and cubic Béziers:
 * - Sun: a circle with a filled center dot. Moon: a crescent of two arcs of different radii, horns to the right.
 * - Mercury, Venus: a circle over a cross; Mercury adds a horned arc above. Mars: a circle with an arrow to the
 *   upper right (shaft and a two-line head).
 * - Jupiter: a "4"-like figure: a hooked arc running into a horizontal bar, crossed by a vertical stem.
 * - Saturn: a cross whose stem turns into a sickle-shaped Bézier tail.
 * - Uranus: two uprights joined by a bar, a central stem ending in a small circle (the astrological form).
 * - Neptune: a trident (a U-shaped Bézier and a stem) over a short crossbar.
 * - Pluto: a circle held in an open cup (Bézier) over a cross (the astrological form).
 * - Chiron: a "K" on a stem standing on a small circle (the key).
 * - Nodes: a horseshoe (Bézier) ending in two small circles, open downwards (North) or upwards (South); the mean
 *   nodes share the true nodes' glyph (the label says which).
 * - Lilith: a small crescent over a cross. Ceres: a sickle over a cross. Pallas: a diamond over a cross.
 *   Juno: a six-armed star over a cross. Vesta: an altar (a V) holding a flame (two Béziers).
 */
export const BODY_GLYPHS: Readonly<Record<WheelBody, Glyph>> = {
  Sun: { d: circlePath(50, 50, 36), dots: [[50, 50, 7]] },
  Moon: { d: 'M62,8A42,42 0 1,0 62,92A48,48 0 1,1 62,8Z' },
  Mercury: { d: `M30,8C34,24 66,24 70,8${circlePath(50, 42, 18)}M50,60L50,94M36,79L64,79` },
  Venus: { d: `${circlePath(50, 34, 24)}M50,58L50,94M34,78L66,78` },
  Mars: { d: `${circlePath(40, 60, 26)}M58,42L86,14M62,14L86,14L86,38` },
  Jupiter: { d: 'M16,32C16,14 44,12 44,30C44,46 30,58 14,66L86,66M66,14L66,92' },
  Saturn: { d: 'M30,8L30,70M14,24L46,24M30,48C36,32 68,30 68,50C68,64 52,70 54,82C55,92 64,94 72,88' },
  Uranus: { d: `M22,12L22,60M78,12L78,60M22,36L78,36M50,12L50,68${circlePath(50, 80, 11)}` },
  Neptune: {
    d: 'M14,16C14,60 86,60 86,16M50,10L50,92M34,76L66,76M8,24L14,14L20,24M80,24L86,14L92,24M44,18L50,8L56,18',
  },
  Pluto: { d: `M20,18C20,62 80,62 80,18${circlePath(50, 26, 13)}M50,52L50,94M34,76L66,76` },
  Chiron: { d: `M40,8L40,66M40,40L68,12M40,40L68,62${circlePath(40, 80, 12)}` },
  NorthNode: { d: NORTH_NODE },
  SouthNode: { d: SOUTH_NODE },
  NorthNodeMean: { d: NORTH_NODE },
  SouthNodeMean: { d: SOUTH_NODE },
  LilithMean: { d: LILITH },
  LilithTrue: { d: LILITH },
  Ceres: { d: 'M28,20C32,4 68,4 68,26C68,44 50,46 50,58L50,94M36,78L64,78' },
  Pallas: { d: 'M50,8L72,32L50,56L28,32ZM50,56L50,94M36,78L64,78' },
  Juno: { d: 'M50,10L50,54M31,21L69,43M69,21L31,43M50,54L50,94M36,78L64,78' },
  Vesta: { d: 'M20,44L50,90L80,44M50,62C34,50 46,30 50,10C54,30 66,50 50,62' },
};

/**
 * The angles and marks: the letters of AC, DC, MC and IC drawn as strokes (A: two slants and a bar; C: one
 * Bézier arc; D: a stem and a bowl; M: four straight strokes; I: one stem), the retrograde mark ℞ (an R whose leg
 * is crossed), a lot (a circle crossed by an X, the usual mark of the Part of Fortune) and a star (four points).
 */
const LETTER_C = 'M94,30C88,12 56,12 56,50C56,88 88,88 94,70';
export const MARK_GLYPHS = {
  Ascendant: { d: `M6,86L24,14L42,86M13,60L35,60${LETTER_C}` },
  Descendant: { d: `M8,14L8,86L20,86C50,86 50,14 20,14Z${LETTER_C}` },
  Midheaven: { d: `M4,86L4,14L24,60L44,14L44,86${LETTER_C}` },
  ImumCoeli: { d: `M24,14L24,86${LETTER_C}` },
  retrograde: { d: 'M22,92L22,10L48,10C72,10 72,50 48,50L22,50M40,50L82,94M58,92L82,68' },
  lot: { d: `${circlePath(50, 50, 36)}M25,25L75,75M75,25L25,75` },
  star: { d: 'M50,8L58,42L92,50L58,58L50,92L42,58L8,50L42,42Z' },
} as const satisfies Readonly<Record<string, Glyph>>;

/**
 * @summary Whether the wheel has a glyph for a body.
 * @example isWheelBody('Mars') // true
 */
export function isWheelBody(body: Body): body is WheelBody {
  return (WHEEL_BODIES as readonly Body[]).includes(body);
}
