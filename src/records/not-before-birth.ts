import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/index.js';
import { isoString, type Instant } from '../time/index.js';

/**
 * @summary The check a schema cannot express for the predictive techniques: the instant a request names
 * (`targetDate`, `after`) must not be before the birth. OUT_OF_RANGE naming `field` otherwise.
 * @example notBeforeBirth(instant('1980-01-01'), birth.at, 'targetDate', '1980-01-01') // throws OUT_OF_RANGE
 */
export function notBeforeBirth(at: Instant, birth: Instant, field: string, received: string): Instant {
  if (at.jdUt < birth.jdUt) {
    const born = isoString(birth.jdUt);
    throw new UraniaError('OUT_OF_RANGE', `${field} must not be before the birth (${born})`, {
      field, received, allowed: `an instant at or after ${born}`, wording: wording('notBeforeBirth', { field, born }),
    });
  }
  return at;
}
