import { Type } from 'typebox';
import { calendarFeed } from '../../icalendar/index.js';
import { CALENDAR_FEED_KINDS, ICalendarText, type CalendarFeedKind } from '../../schemas/icalendar.js';
import type { Body } from '../../schemas/index.js';
import { LABEL_LOCALES, type LabelLocale } from '../../schemas/label-locale.js';
import { oneOf } from '../../schemas/fields.js';
import { RANGE_ALIASES } from '../parameter-aliases.js';
import { defineRoute, type RequestCost } from '../route-definition.js';
import { localizeTop } from './localize-wheel.js';
import { bodiesParam, dateParam, parseBodies, timezoneParam } from './params.js';
import { bodyYearsCost, spanCost } from './range-cost.js';
import { rangeParams } from './range-params.js';

/** Longest range of each feed, years (the void-of-course search is the costliest). */
const FEED_MAX_YEARS: Readonly<Record<CalendarFeedKind, number>> = {
  lunations: 20, eclipses: 50, 'void-of-course': 2, ingresses: 20, stations: 20, retrogrades: 20,
};

/** The default window of a feed without from/to: 30 days back to a year ahead of the request's day (UT). */
const DEFAULT_BACK_DAYS = 30;
const DEFAULT_AHEAD_DAYS = 365;

interface FeedParams extends Record<string, unknown> {
  readonly kind: CalendarFeedKind;
  readonly from: string;
  readonly to: string;
  readonly bodies?: Body[];
  readonly locale?: LabelLocale;
}

/** The work of a feed: the search's own cost per year (measured for its JSON route), or bodies × years. */
function feedCost(p: FeedParams): RequestCost {
  switch (p.kind) {
    case 'lunations':
      return spanCost(p.from, p.to, 10, 'to');
    case 'eclipses':
      return spanCost(p.from, p.to, 8, 'to');
    case 'void-of-course':
      return spanCost(p.from, p.to, 300, 'to');
    case 'retrogrades':
      return spanCost(p.from, p.to, 400, 'to');
    default:
      return bodyYearsCost(p.from, p.to, p.bodies?.length ?? 12, 'bodies', 'to');
  }
}

/**
 * `GET /calendars/{kind}.ics`: an event search of the sky as an iCalendar feed a calendar app can subscribe to
 * (issue 27, docs/forecasting.md): lunations, eclipses, void-of-course periods, ingresses, stations or retrograde
 * periods. Without from/to the window follows the request's day (30 days back, a year ahead), so a subscription
 * stays current; UIDs are the events' identity, so a refresh updates events rather than adding them again. The
 * events' words read in `locale`, or in the language of `?lang=` / `Accept-Language` (issue 31); the query's own
 * `locale` wins.
 */
export const CALENDAR_FEED_ROUTE = defineRoute<
  { kind: CalendarFeedKind; from?: string; to?: string; timezone?: string; bodies?: string; locale?: LabelLocale },
  FeedParams
>({
  method: 'GET',
  url: '/calendars/{kind}.ics',
  tag: 'Ingress',
  summary: 'Calendar feed (iCalendar) of lunations, eclipses, void-of-course periods, ingresses, stations or retrogrades',
  description: `An iCalendar (RFC 5545) document for calendar apps (subscribe to the URL): kind lunations, eclipses, void-of-course, ingresses, stations or retrogrades; one VEVENT per event in UTC with a stable UID (kind, bodies, UT day), so a refreshed feed updates events instead of duplicating them. from/to default to 30 days before and 365 days after the request's day; at most ${Object.entries(FEED_MAX_YEARS).map(([k, y]) => `${y} years (${k})`).join(', ')}. bodies: ingresses and stations only. locale (or ?lang= / Accept-Language): the language of the events' summaries, descriptions and categories and of the calendar's name (${LABEL_LOCALES.join(', ')}; default en); times stay in UT.`,
  params: Type.Object({ kind: Type.Union(CALENDAR_FEED_KINDS.map((k) => Type.Literal(k)), { description: 'The events of the feed.' }) }, { additionalProperties: false }),
  querystring: Type.Object(
    {
      from: Type.Optional(dateParam('Start of the range (a date alone: 00:00 in timezone); default 30 days before today.')),
      to: Type.Optional(dateParam('End of the range; default 365 days after today.')),
      timezone: Type.Optional(timezoneParam()),
      bodies: Type.Optional(bodiesParam('Comma-separated bodies (ingresses and stations); default each search’s own.')),
      locale: Type.Optional(oneOf(LABEL_LOCALES, 'Language of the events’ words and the calendar’s name, a BCP 47 tag; default the language of ?lang= or Accept-Language, else en.')),
    },
    { additionalProperties: false },
  ),
  response: ICalendarText,
  mediaType: 'text/calendar',
  parameterAliases: RANGE_ALIASES,
  example: 'kind=lunations&from=2025-01-01&to=2025-12-31',
  prepare: (q, ctx) => {
    const day = Math.floor(ctx.now.getTime() / 86_400_000) * 86_400_000;
    const from = q.from ?? new Date(day - DEFAULT_BACK_DAYS * 86_400_000).toISOString().slice(0, 10);
    const to = q.to ?? new Date(day + DEFAULT_AHEAD_DAYS * 86_400_000).toISOString().slice(0, 10);
    const bodies = q.kind === 'ingresses' || q.kind === 'stations' ? parseBodies(q.bodies) : undefined;
    return {
      kind: q.kind,
      ...rangeParams({ from, to, ...(q.timezone === undefined ? {} : { timezone: q.timezone }) }, FEED_MAX_YEARS[q.kind]),
      ...(bodies === undefined ? {} : { bodies }),
      ...(q.locale === undefined ? {} : { locale: q.locale }),
    };
  },
  // The events' words in the language of ?lang= or Accept-Language when the query names no `locale` (issue 31).
  localize: localizeTop,
  cost: (p) => feedCost(p),
  compute: (p) => calendarFeed(p),
});
