import { Type, type Static } from 'typebox';
import { isoDateTime, oneOf } from './fields.js';
import { LABEL_LOCALES } from './label-locale.js';
import { closedObject } from './closed-object.js';

/** Issue 27: iCalendar (RFC 5545) output of event lists (`toICalendar`, `Accept: text/calendar`, `GET /calendars/{kind}.ics`). */

/** The kinds of calendar feed `GET /calendars/{kind}.ics` serves, each one event search of the sky. */
export const CALENDAR_FEED_KINDS = ['lunations', 'eclipses', 'void-of-course', 'ingresses', 'stations', 'retrogrades'] as const;
export type CalendarFeedKind = (typeof CALENDAR_FEED_KINDS)[number];

export const ICalendarOptions = closedObject('Options of toICalendar: the calendar’s name, the stamp of its events and their language.', {
  name: Type.Optional(
    Type.String({ minLength: 1, maxLength: 200, description: 'Name of the calendar (NAME and X-WR-CALNAME: what a calendar app shows); default "Urania events".' }),
  ),
  stamp: Type.Optional(
    isoDateTime('DTSTAMP of every event (UT); default each event’s own start, so the same events give the same bytes.'),
  ),
  locale: Type.Optional(
    oneOf(
      LABEL_LOCALES,
      'Language of the events’ words (SUMMARY, DESCRIPTION, CATEGORIES, the default calendar name), a BCP 47 tag; default en. Written with the RFC 5545 LANGUAGE parameter except in English.',
    ),
  ),
});
export type ICalendarOptions = Static<typeof ICalendarOptions>;

/** An iCalendar document (the answer of the calendar feeds and of `Accept: text/calendar`). */
export const ICalendarText = Type.String({
  pattern: '^BEGIN:VCALENDAR\\r\\n',
  'x-allowed': 'an iCalendar document',
  description: 'An iCalendar (RFC 5545) document: VCALENDAR with one VEVENT per event, times in UTC, lines folded at 75 octets, CRLF.',
});
