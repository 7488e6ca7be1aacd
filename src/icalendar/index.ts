// Public surface of the iCalendar layer (issue 27): event records as RFC 5545 documents for calendar apps.
export { toICalendar, DEFAULT_CALENDAR_NAME } from './to-icalendar.js';
export { calendarEntries, type CalendarEntry, type CalendarEventRecord } from './calendar-entries.js';
export { escapeIcsText } from './escape-ics-text.js';
export { foldIcsLine, ICS_LINE_OCTETS } from './fold-ics-line.js';
export { icsDateTime } from './ics-date-time.js';
export { calendarFeed, FEED_NAMES, type CalendarFeedRequest } from './calendar-feed.js';
