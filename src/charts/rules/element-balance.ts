import { ELEMENTS, type ElementBalance } from '../../schemas/index.js';
import { SIGN_FACTS, signOf } from '../../zodiac/index.js';
import { BALANCE_WEIGHTS, type BalanceFactor } from './balance-weights.js';

/** A placed chart factor (a body or the Ascendant) as the balances read it. */
export interface PlacedFactor {
  readonly factor: BalanceFactor;
  /** Ecliptic longitude, degrees. */
  readonly longitude: number;
}

/** @summary Largest entry of `weights` in the order of `order`; ties go to the first. */
export function dominantOf<T extends string>(order: readonly T[], weights: Readonly<Record<T, number>>): T {
  let best = order[0]!;
  for (const key of order) if (weights[key] > weights[best]) best = key;
  return best;
}

/**
 * @summary Distribution of the chart over the four elements, weighted by `BALANCE_WEIGHTS` (Sun, Moon, Ascendant
 * 2; Mercury–Saturn 1; Uranus–Pluto 0.5); `dominant` is the heaviest (ties: Fire, Earth, Air, Water order).
 * Elements of the signs: Ptolemy, Tetrabiblos I.18 (the triplicities), via `SIGN_FACTS`.
 * @example elementBalance([{ factor: 'Sun', longitude: 5 }, { factor: 'Moon', longitude: 95 }])
 * // { fire: 2, earth: 0, air: 0, water: 2, dominant: 'Fire' }
 */
export function elementBalance(placed: readonly PlacedFactor[]): ElementBalance {
  const w = { Fire: 0, Earth: 0, Air: 0, Water: 0 };
  for (const p of placed) {
    const weight = BALANCE_WEIGHTS[p.factor];
    if (weight !== undefined) w[SIGN_FACTS[signOf(p.longitude)].element] += weight;
  }
  return { fire: w.Fire, earth: w.Earth, air: w.Air, water: w.Water, dominant: dominantOf(ELEMENTS, w) };
}
