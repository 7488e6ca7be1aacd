import { ISO_DATE_OR_DATE_TIME_PATTERN } from '../schemas/index.js';
import { isoString, type Instant, type TimeInput } from '../time/index.js';

const ECHOABLE = new RegExp(ISO_DATE_OR_DATE_TIME_PATTERN);

/**
 * @summary How a record echoes a time the caller gave: the caller's own string when it is an ISO date or date-time
 * with a zone (`2024-03-20`, `2024-03-20T12:00:00+02:00`), else the instant as ISO UT to the second (a `Date`, an
 * `Instant`, or a string `instant()` accepts in another spelling).
 * @example echoDate('2024-03-20', instant('2024-03-20')) // '2024-03-20'
 */
export function echoDate(input: TimeInput, at: Instant): string {
  return typeof input === 'string' && ECHOABLE.test(input) ? input : isoString(at.jdUt, 'second');
}
