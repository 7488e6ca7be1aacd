import { Type } from 'typebox';
import { findSeasons } from '../../records/seasons.js';
import { Season } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { parseYear, yearParam } from './params.js';
import { isoDateText } from '../../time/iso-year.js';
import { lightCost } from './range-cost.js';

/** `GET /seasons`: the equinoxes and solstices of a year (records `findSeasons` over the UT year). */
export const SEASONS_ROUTE = defineRoute<{ year: string }, { from: string; to: string }>({
  method: 'GET',
  url: '/seasons',
  tag: 'Seasons',
  summary: 'Equinoxes and solstices of a year',
  description: 'The instants the apparent Sun reaches 0°, 90°, 180° and 270° of longitude during a calendar year (UT).',
  querystring: Type.Object({ year: yearParam() }, { additionalProperties: false }),
  response: Type.Array(Season),
  example: 'year=2025',
  prepare: (q) => {
    const year = parseYear(q.year);
    // ISO years as Urania writes them: four digits for 0..9999, expanded (−000500) before year 0.
    return { from: `${isoDateText(year, 1, 1)}T00:00:00Z`, to: `${isoDateText(year, 12, 31)}T23:59:59Z` };
  },
  cost: lightCost,
  compute: (p) => findSeasons(p),
});
