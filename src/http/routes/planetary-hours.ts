import { Type } from 'typebox';
import { planetaryHours } from '../../records/planetary-hours.js';
import { ISO_DATE_PATTERN, PlanetaryHoursResponse } from '../../schemas/index.js';
import { timezoneForLocation } from '../../time/index.js';
import { ALLOWED_WORDS } from '../../schemas/format-words.js';
import { defineRoute } from '../route-definition.js';
import { timezoneParam, todayIn, zoneOf } from './params.js';
import { lightCost } from './range-cost.js';
import { localizeTop } from './localize-wheel.js';
import type { LabelLocale } from '../../schemas/label-locale.js';

interface PlanetaryHoursQuery {
  date?: string;
  latitude: number;
  longitude: number;
  timezone?: string;
}

/** `GET /planetary-hours`: the 24 planetary hours of a local date at a place (records `planetaryHours`). */
export const PLANETARY_HOURS_ROUTE = defineRoute<PlanetaryHoursQuery, { date: string; latitude: number; longitude: number; timezone: string; locale?: LabelLocale }>({
  method: 'GET',
  url: '/planetary-hours',
  tag: 'Planetary Hours',
  summary: 'Planetary hours of a day at a place',
  description: 'The 12 day and 12 night hours from sunrise to the next sunrise with their Chaldean rulers, for a local date (default today) at a place; `timezone` defaults to the zone at the coordinates.',
  querystring: Type.Object(
    {
      date: Type.Optional(Type.String({ pattern: ISO_DATE_PATTERN, 'x-allowed': ALLOWED_WORDS.ymd, description: 'Local civil date; default today at the place.' })),
      latitude: Type.Number({ minimum: -90, maximum: 90, description: 'Latitude, degrees north.' }),
      longitude: Type.Number({ minimum: -180, maximum: 180, description: 'Longitude, degrees east.' }),
      timezone: Type.Optional(timezoneParam('IANA zone of the date; default the zone at the coordinates.')),
    },
    { additionalProperties: false },
  ),
  response: PlanetaryHoursResponse,
  example: 'date=2024-06-21&latitude=51.5&longitude=-0.13',
  prepare: (q, ctx) => {
    const timezone = q.timezone !== undefined ? zoneOf(q.timezone) : timezoneForLocation(q.latitude, q.longitude);
    return { date: q.date ?? todayIn(timezone, ctx.now), latitude: q.latitude, longitude: q.longitude, timezone };
  },
  cost: lightCost,
  localize: localizeTop,
  compute: (p) => planetaryHours(p),
});
