import { BODIES, type Body } from '../schemas/index.js';

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

const RANK = new Map<Body, number>(BODIES.map((b, i) => [b, i]));
/** LINKED[i * n + j]: the bodies of rank i and j form a linked pair (symmetric). */
const LINKED = new Uint8Array(BODIES.length * BODIES.length);
for (const [a, b] of ALWAYS_LINKED_PAIRS) {
  const [i, j] = [RANK.get(a)!, RANK.get(b)!];
  LINKED[i * BODIES.length + j] = 1;
  LINKED[j * BODIES.length + i] = 1;
}

/** The same test by the bodies' ranks in the `BODIES` enumeration (hot loops). */
export function isAlwaysLinkedRankPair(rankA: number, rankB: number): boolean {
  return LINKED[rankA * BODIES.length + rankB] === 1;
}

/**
 * @summary True when two bodies form a pair excluded from aspect lists (see `ALWAYS_LINKED_PAIRS`).
 * @example isAlwaysLinkedPair('Vertex', 'AntiVertex') // true
 */
export function isAlwaysLinkedPair(a: Body, b: Body): boolean {
  const [i, j] = [RANK.get(a), RANK.get(b)];
  return i !== undefined && j !== undefined && isAlwaysLinkedRankPair(i, j);
}
