import { toICalendar } from '../../icalendar/index.js';
import { icsWords } from '../../i18n/ics-word-catalogues.js';
import { Type } from 'typebox';
import { findVoidOfCoursePeriods, VOID_OF_COURSE_MAX_SPAN_YEARS } from '../../records/void-of-course.js';
import type { ZodiacKind } from '../../records/zodiac-choice.js';
import { VoidOfCoursePeriod } from '../../schemas/index.js';
import { zodiacQueryMembers } from '../../schemas/members.js';
import type { AyanamsaSystem } from '../../zodiac/index.js';
import { RANGE_ALIASES } from '../parameter-aliases.js';
import { defineRoute } from '../route-definition.js';
import { rangeParams, rangeQueryMembers } from './range-params.js';
import { spanCost } from './range-cost.js';

/** `GET /moon/void-of-course/periods`: the Moon's void-of-course periods in a range (records `findVoidOfCoursePeriods`). */
export const VOID_OF_COURSE_PERIODS_ROUTE = defineRoute<
  { from: string; to: string; timezone?: string; zodiac?: ZodiacKind; ayanamsa?: AyanamsaSystem },
  { from: string; to: string; zodiac?: ZodiacKind; ayanamsa?: AyanamsaSystem }
>({
  method: 'GET',
  url: '/moon/void-of-course/periods',
  tag: 'Moon',
  summary: 'Void-of-course periods of the Moon in a date range',
  description: `Every void-of-course period of the Moon overlapping from..to (at most ${VOID_OF_COURSE_MAX_SPAN_YEARS} years), in time order: from its last aspect in a sign (to the Sun through Pluto: conjunction, sextile, square, trine, opposition) to its next ingress, with that aspect; zodiac=sidereal (or an ayanamsa, default Lahiri) ends each period at the Moon's sidereal ingress.`,
  querystring: Type.Object({ ...rangeQueryMembers(), ...zodiacQueryMembers() }, { additionalProperties: false }),
  response: Type.Array(VoidOfCoursePeriod),
  parameterAliases: RANGE_ALIASES,
  example: 'from=2024-01-01&to=2024-01-31',
  prepare: (q) => ({
    ...rangeParams(q, VOID_OF_COURSE_MAX_SPAN_YEARS),
    ...(q.zodiac === undefined ? {} : { zodiac: q.zodiac }),
    ...(q.ayanamsa === undefined ? {} : { ayanamsa: q.ayanamsa }),
  }),
  // ≈ 300 ms of a worker per year searched (10 years: 2.9 s).
  cost: (p) => spanCost(p.from, p.to, 300, 'to'),
  compute: (p) => findVoidOfCoursePeriods(p),
  // Accept: text/calendar — the same periods as iCalendar (issue 27).
  representations: { 'text/calendar': (events: VoidOfCoursePeriod[], locale) => toICalendar(events, { name: icsWords(locale).feedNames['void-of-course'], locale }) },
});
