import { Type, type Static } from 'typebox';
import { closedObject } from './closed-object.js';
import { DATE_CALENDARS, isoDate, oneOf } from './fields.js';

/**
 * Which rule gave a civil time's UTC offset (issue 24; time/offset-rule.ts defines each): local mean time, standard
 * time, daylight saving, North American war time of 1942–1945, double summer time, and double summer time begun
 * during the Second World War in Europe.
 */
export const OFFSET_RULES = ['LMT', 'standard', 'DST', 'war time', 'double summer time', 'wartime double summer time'] as const;

/** Where a civil time's offset came from: the birth `longitude` (LMT), the `tz database` history (before 1970), `Intl` (from 1970). */
export const OFFSET_SOURCES = ['longitude', 'tz database', 'Intl'] as const;

/** How a birth's local date and clock time were read (`civilTime` of a natal chart; docs/time.md). */
export const CivilTimeReading = closedObject('How the birth’s local date and clock time were read (Urania extension, issue 24).', {
  utcOffsetMinutes: Type.Number({
    description: 'UTC offset used, minutes east of Greenwich (fractional under local mean time): local time = UT + offset.',
  }),
  offsetRule: oneOf(OFFSET_RULES, 'The rule that gave the offset: LMT, standard, DST, war time, double summer time, wartime double summer time.'),
  offsetSource: oneOf(OFFSET_SOURCES, 'Where the offset came from: the birth longitude (LMT), the tz database (before 1970), Intl (from 1970).'),
  calendar: oneOf(DATE_CALENDARS, 'The calendar the birth date was read in (with calendar auto: the one it chose).'),
  gregorianDate: isoDate('The birth date in the (proleptic) Gregorian calendar.'),
  calendarCountry: Type.Optional(Type.String({
    pattern: '^[A-Z]{2}$',
    description: 'With calendar auto: the country (ISO 3166 code, from the time zone) whose Gregorian adoption date decided.',
  })),
});
export type CivilTimeReading = Static<typeof CivilTimeReading>;
