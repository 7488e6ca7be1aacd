import { wording } from '../errors/error-wording.js';
import type { BalanceFactor } from '../charts/rules/balance-weights.js';
import { elementBalance as elementBalanceOf, type PlacedFactor } from '../charts/rules/element-balance.js';
import { UraniaError } from '../errors/urania-error.js';
import { BODIES, type ElementBalance } from '../schemas/index.js';
import { requireLongitude } from '../zodiac/signs.js';
import { requireOneOf } from './request-checks.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** The factors a balance weighs: every body and the Ascendant. */
const FACTORS: readonly BalanceFactor[] = [...BODIES, 'Ascendant'];

/**
 * @summary The placed factors of a balance checked: a list of `{ factor, longitude }` (a body or `'Ascendant'`,
 * degrees), or INVALID_ARGUMENT naming `placed` or `placed[i].factor|longitude`.
 */
export function placedFactors(placed: unknown): PlacedFactor[] {
  if (!Array.isArray(placed)) {
    throw new UraniaError('INVALID_ARGUMENT', 'placed must be a list of { factor, longitude }, e.g. [{ factor: \'Sun\', longitude: 5 }]', {
      wording: wording('shape.listExample', { field: 'placed', shape: '{ factor, longitude }', example: "[{ factor: 'Sun', longitude: 5 }]" }),
      field: 'placed',
      received: placed,
      allowed: 'an array of { factor, longitude }',
    });
  }
  return placed.map((p: unknown, i) => {
    const at = `placed[${i}]`;
    if (typeof p !== 'object' || p === null) {
      throw new UraniaError('INVALID_ARGUMENT', `${at} must be an object { factor, longitude }`, { wording: wording('shape.object', { field: at, shape: '{ factor, longitude }' }), field: at, received: p, allowed: '{ factor, longitude }' });
    }
    const q = p as Record<string, unknown>;
    return { factor: requireOneOf(q.factor, `${at}.factor`, FACTORS), longitude: requireLongitude(q.longitude, `${at}.longitude`) };
  });
}

/**
 * @summary Distribution of placed factors over the four elements, weighted as the natal chart weighs them (Sun,
 * Moon, Ascendant 2; Mercury–Saturn 1; Uranus–Pluto 0.5; other bodies 0); `dominant` is the heaviest (ties: Fire,
 * Earth, Air, Water). docs/natal-chart.md "Weights of the element and modality balances".
 * @example elementBalance([{ factor: 'Sun', longitude: 5 }, { factor: 'Moon', longitude: 95 }]).dominant // 'Fire'
 */
export function elementBalance(placed: readonly PlacedFactor[]): ElementBalance {
  refuseExtraArguments(arguments.length, 1, 'elementBalance(placed)', "elementBalance([{ factor: 'Sun', longitude: 5 }, { factor: 'Moon', longitude: 95 }])");
  return elementBalanceOf(placedFactors(placed));
}
