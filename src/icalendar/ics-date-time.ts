import { UraniaError } from '../errors/urania-error.js';
import { instant, isoString } from '../time/instant.js';

/**
 * @summary An instant as an iCalendar UTC DATE-TIME (RFC 5545 §3.3.5, form 2: `19980119T070000Z`), rounded to the
 * second, in the proleptic Gregorian calendar iCalendar uses (`CALSCALE:GREGORIAN`; Urania's ISO strings before
 * 1582-10-15 are Julian dates, converted here). iCalendar writes four-digit years only: an instant outside the
 * years 0000–9999 is a `UraniaError` naming `field`.
 * @example icsDateTime('2024-01-11T11:57:24.490Z', 'date') // '20240111T115724Z'
 */
export function icsDateTime(iso: string, field: string): string {
  const gregorian = isoString(instant(iso, field).jdUt, 'second', 'gregorian');
  const m = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)/.exec(gregorian);
  if (m === null) {
    throw new UraniaError('OUT_OF_RANGE', `${field} must fall in the years 0000 to 9999 to be written in iCalendar; choose a range within them`, {
      field,
      received: iso,
      allowed: 'an instant in the years 0000–9999',
    });
  }
  return `${m[1]}${m[2]}${m[3]}T${m[4]}${m[5]}${m[6]}Z`;
}
