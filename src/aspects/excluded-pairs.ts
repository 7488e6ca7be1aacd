import type { Body } from '../schemas/index.js';

/**
 * Pairs never reported as aspects, because they stand in a fixed relation by definition:
 * - a lunar node with the opposite node (always 180° apart) — true with true, mean with mean, and true with
 *   the opposite mean node (within about 1.7° of opposition);
 * - a node with its own mean/true twin (the same point computed two ways, within about 1.7°);
 * - Vertex and Anti-Vertex (always 180°);
 * - mean and true (osculating) Lilith (the same apogee computed two ways).
 */
export const ALWAYS_LINKED_PAIRS: readonly (readonly [Body, Body])[] = [
  ['NorthNode', 'SouthNode'],
  ['NorthNodeMean', 'SouthNodeMean'],
  ['NorthNode', 'SouthNodeMean'],
  ['SouthNode', 'NorthNodeMean'],
  ['NorthNode', 'NorthNodeMean'],
  ['SouthNode', 'SouthNodeMean'],
  ['Vertex', 'AntiVertex'],
  ['LilithMean', 'LilithTrue'],
];

const LINKED = new Set(ALWAYS_LINKED_PAIRS.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));

/**
 * @summary True when two bodies form a pair excluded from aspect lists (see `ALWAYS_LINKED_PAIRS`).
 * @example isAlwaysLinkedPair('Vertex', 'AntiVertex') // true
 */
export function isAlwaysLinkedPair(a: Body, b: Body): boolean {
  return LINKED.has(`${a}|${b}`);
}
