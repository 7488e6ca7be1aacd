import { modalityBalance as modalityBalanceOf } from '../charts/rules/modality-balance.js';
import type { PlacedFactor } from '../charts/rules/element-balance.js';
import type { ModalityBalance } from '../schemas/index.js';
import { placedFactors } from './element-balance.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary Distribution of placed factors (`{ factor, longitude }`) over the three modalities, weighted as the
 * natal chart weighs them; `dominant` is the heaviest (ties: Cardinal, Fixed, Mutable). docs/natal-chart.md.
 * Errors: INVALID_ARGUMENT naming `placed` or `placed[i].factor|longitude`.
 * @example modalityBalance([{ factor: 'Sun', longitude: 5 }]).dominant // 'Cardinal'
 */
export function modalityBalance(placed: readonly PlacedFactor[]): ModalityBalance {
  refuseExtraArguments(arguments.length, 1, 'modalityBalance(placed)', "modalityBalance([{ factor: 'Sun', longitude: 5 }])");
  return modalityBalanceOf(placedFactors(placed));
}
