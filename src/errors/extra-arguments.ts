import { wording } from './error-wording.js';
import { UraniaError } from './urania-error.js';

/**
 * @summary Refuse the arguments a public function does not take (issue 22 #16): `findIngresses(range, { bodies })`
 * silently dropped its second argument and answered for every default body. Each public function of the root entry
 * calls this first with `arguments.length`, its own parameter count and its call shape; a call with more arguments
 * is INVALID_ARGUMENT (field `arguments`) with a sentence saying what to pass instead — every option belongs inside
 * the last parameter (an options or request object). tests/records/extra-arguments.property.test.ts holds every
 * public function to it.
 * @example refuseExtraArguments(2, 1, 'findIngresses(range)', "findIngresses({ from: '2024-01-01', to: '2025-01-01', bodies: ['Mars'] })")
 * // throws 'findIngresses takes one argument, findIngresses(range), but was given 2: put every option inside range, e.g. findIngresses({ … })'
 */
export function refuseExtraArguments(given: number, max: number, usage: string, example?: string): void {
  if (given <= max) return;
  const name = usage.slice(0, usage.indexOf('('));
  const takes = max === 0 ? 'no argument' : max === 1 ? 'one argument' : `${max} arguments`;
  const last = /(\w+)\??\)$/.exec(usage)?.[1];
  const instead = max === 0 || last === undefined ? `call ${name}()` : `put every option inside ${last}`;
  throw new UraniaError('INVALID_ARGUMENT', `${name} takes ${takes}, ${usage}, but was given ${given}: ${instead}${example === undefined ? '' : `, e.g. ${example}`}`, {
    wording: wording('arguments.extra', {
      name,
      max: String(max),
      usage,
      given: String(given),
      last: max === 0 || last === undefined ? 'none' : last,
      example: example ?? 'none',
    }),
    field: 'arguments',
    received: given,
    allowed: usage,
  });
}
