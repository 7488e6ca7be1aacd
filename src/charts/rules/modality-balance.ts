import { MODALITIES, type ModalityBalance } from '../../schemas/index.js';
import { SIGN_FACTS, signOf } from '../../zodiac/index.js';
import { BALANCE_WEIGHTS } from './balance-weights.js';
import { dominantOf, type PlacedFactor } from './element-balance.js';

/**
 * @summary Distribution of the chart over the three modalities, with the same weights as `elementBalance`;
 * `dominant` is the heaviest (ties: Cardinal, Fixed, Mutable order). Modalities of the signs: Ptolemy,
 * Tetrabiblos I.11 (tropical, solid and bicorporeal signs), via `SIGN_FACTS`.
 * @example modalityBalance([{ factor: 'Sun', longitude: 5 }, { factor: 'Mars', longitude: 35 }])
 * // { cardinal: 2, fixed: 1, mutable: 0, dominant: 'Cardinal' }
 */
export function modalityBalance(placed: readonly PlacedFactor[]): ModalityBalance {
  const w = { Cardinal: 0, Fixed: 0, Mutable: 0 };
  for (const p of placed) {
    const weight = BALANCE_WEIGHTS[p.factor];
    if (weight !== undefined) w[SIGN_FACTS[signOf(p.longitude)].modality] += weight;
  }
  return { cardinal: w.Cardinal, fixed: w.Fixed, mutable: w.Mutable, dominant: dominantOf(MODALITIES, w) };
}
