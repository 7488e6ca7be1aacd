import { UraniaError } from '../errors/urania-error.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { ICS_WORDS_EN } from '../i18n/en/ics-words.js';
import { icsWords } from '../i18n/ics-word-catalogues.js';
import { ICalendarOptions } from '../schemas/icalendar.js';
import { calendarEntries, CALENDAR_RECORDS_WORDS, type CalendarEventRecord } from './calendar-entries.js';
import { escapeIcsText } from './escape-ics-text.js';
import { foldIcsLine } from './fold-ics-line.js';
import { icsDateTime } from './ics-date-time.js';
import { parseAt } from './parse-at.js';

/** The calendar's name when the options give none (English; `icsWords(locale).calendarName` in the others). */
export const DEFAULT_CALENDAR_NAME = ICS_WORDS_EN.calendarName;

/**
 * @summary Any list of event records as an iCalendar document (RFC 5545), for calendar apps: lunations
 * (`findMoonPhases`), eclipses (`findEclipses`), void-of-course periods (`findVoidOfCoursePeriods`), ingresses
 * (`findIngresses`), stations (`findStations`), retrograde periods (`retrogradeCalendar(year).retrogrades`) and
 * transit contacts (`transitTimeline`: one event from entry to exit, one per exact pass), mixed freely.
 *
 * One VEVENT per event, times in UTC to the second (no VTIMEZONE needed), an instant event without DTEND (it
 * ends where it starts), `TRANSP:TRANSPARENT` (an astrological event does not make you busy). Each UID is the
 * event's identity — kind, bodies, and the UT date of its defining instant — so a recomputed feed updates the
 * events a calendar already holds instead of duplicating them. DTSTAMP is `options.stamp`, by default each
 * event's start: the same events give the same bytes. Text is escaped and lines folded at 75 octets with CRLF
 * (RFC 5545 §3.1, §3.3.11), written here without a library or Node API, so it runs in a browser too.
 *
 * `options.locale` (issue 31) writes the events' words in one of the ten label languages — body, sign and aspect
 * names from the label catalogue, sentences from the feed's templates (src/i18n/<locale>/ics-words.ts), times through
 * `Intl.DateTimeFormat` (still UT) — and marks SUMMARY, DESCRIPTION, CATEGORIES and NAME with `LANGUAGE=<tag>`.
 * DTSTART, DTEND and UIDs do not change with the language. English, the default, is the feed as before.
 *
 * Errors: `UraniaError` naming `events` (not an array), `events[i]` or its member (not an event record, a bad
 * member, a year outside 0000–9999), `options.<member>`.
 * @example toICalendar(findMoonPhases({ from: '2025-01-01', to: '2025-12-31' }), { name: 'Lunations 2025' })
 * // 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Urania//Urania//EN\r\n…'
 */
export function toICalendar(events: readonly CalendarEventRecord[], options?: ICalendarOptions): string {
  refuseExtraArguments(arguments.length, 2, 'toICalendar(events, options?)', "toICalendar(findMoonPhases({ from: '2025-01-01', to: '2025-12-31' }), { name: 'Lunations 2025' })");
  if (!Array.isArray(events)) {
    throw new UraniaError('INVALID_ARGUMENT', `events must be an array of event records: ${CALENDAR_RECORDS_WORDS}`, { field: 'events', received: events, allowed: 'an array of event records' });
  }
  const o = parseAt(ICalendarOptions, options ?? {}, 'options');
  const locale = o.locale ?? 'en';
  const name = escapeIcsText(o.name ?? icsWords(locale).calendarName);
  // RFC 5545 §3.2.10: the language of a text property; English feeds stay as they were, without it.
  const lang = locale === 'en' ? '' : `;LANGUAGE=${locale}`;
  const stamp = o.stamp === undefined ? undefined : icsDateTime(o.stamp, 'options.stamp');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Urania//Urania//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    // NAME is RFC 7986's; X-WR-CALNAME is what Apple and Google Calendar read.
    `NAME${lang}:${name}`,
    `X-WR-CALNAME:${name}`,
  ];
  events.forEach((record, i) => {
    const field = `events[${i}]`;
    for (const entry of calendarEntries(record, field, locale)) {
      const start = icsDateTime(entry.start, field);
      // iCalendar's DTEND must be after DTSTART: an end that rounds to the start second is an instant event.
      const end = entry.end === undefined ? undefined : icsDateTime(entry.end, field);
      lines.push(
        'BEGIN:VEVENT',
        `UID:${entry.uid}`,
        `DTSTAMP:${stamp ?? start}`,
        `DTSTART:${start}`,
        ...(end === undefined || end <= start ? [] : [`DTEND:${end}`]),
        `SUMMARY${lang}:${escapeIcsText(entry.summary)}`,
        `DESCRIPTION${lang}:${escapeIcsText(entry.description)}`,
        `CATEGORIES${lang}:${entry.categories.map(escapeIcsText).join(',')}`,
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
      );
    }
  });
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
