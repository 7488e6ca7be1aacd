import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { DashaAtRequest, type DashaRunning } from '../schemas/vedic-dasha.js';
import { instant } from '../time/index.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { computeDasha, runningOf } from './vedic-dasha.js';

export type { DashaAtRequest, DashaRunning };

/**
 * @summary The dasha periods running at an instant `at`, one per level (mahadasha first, down to `levels`, default 2),
 * for any dasha of `vedicDasha` (same members). Only the periods holding the instant are divided, so five levels cost
 * no more than one. Empty `periods` when the instant is outside the periods computed (before birth for a sign dasha,
 * or beyond `years`).
 * @example dashaAt({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, at: '2024-01-01', levels: 3 }).periods.length // 3
 */
export function dashaAt(request: DashaAtRequest): DashaRunning {
  refuseExtraArguments(arguments.length, 1, 'dashaAt(request)', "dashaAt({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }, at: '2024-01-01' })");
  const r = parseBirthRequest(DashaAtRequest, request);
  const at = instant(r.at, 'at');
  const { record, tree } = computeDasha(r, { fromJd: at.jdUt, toJd: at.jdUt });
  return runningOf(record.system, tree, at);
}
