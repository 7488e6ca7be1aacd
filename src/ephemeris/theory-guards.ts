import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';

/**
 * Internal guards of the ephemeris theories: invariants of the numeric layer (a TT Julian day inside the span a
 * theory was fitted on, a name the theory knows), not request checks — requests are checked once in
 * `src/records/`. A failing guard still throws a `UraniaError` (OUT_OF_RANGE / INVALID_ARGUMENT naming the
 * argument), so that a search stepping past a theory's span reports where it stopped.
 */

/**
 * @summary Assert a TT Julian day is a finite number inside a theory's span [from, to]; returns it.
 * @example assertJdInSpan(2451545, 'jdTt', 2378496.5, 2524593.5) // 2451545
 */
export function assertJdInSpan(jdTt: number, field: string, from: number, to: number): number {
  if (jdTt >= from && jdTt <= to) return jdTt;
  const details = { field, received: jdTt, allowed: `${from}..${to}`, minimum: from, maximum: to };
  if (typeof jdTt !== 'number' || !Number.isFinite(jdTt)) {
    throw new UraniaError('INVALID_ARGUMENT', `${field} must be a finite number in ${from}..${to}`, { ...details, wording: wording('check.finiteIn', { field, min: String(from), max: String(to) }) });
  }
  throw new UraniaError('OUT_OF_RANGE', `${field} must be in ${from}..${to}, got ${jdTt}`, { ...details, wording: wording('check.inRange', { field, min: String(from), max: String(to), value: String(jdTt) }) });
}

/**
 * @summary Assert a name is one a theory knows (INVALID_ARGUMENT listing them otherwise); returns it typed.
 * @example assertKnownName('Poseidon', 'body', ['Cupido', 'Poseidon']) // 'Poseidon'
 */
export function assertKnownName<const T extends string>(value: unknown, field: string, known: readonly T[]): T {
  if (typeof value === 'string' && (known as readonly string[]).includes(value)) return value as T;
  throw new UraniaError('INVALID_ARGUMENT', `${field} must be one of: ${known.join(', ')}`, {
    wording: wording('oneOf', { field, values: known.join(', ') }),
    field,
    received: value,
    allowed: `one of: ${known.join(', ')}`,
    values: known,
  });
}
