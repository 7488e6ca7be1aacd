import { wording } from '../../errors/error-wording.js';
import { UraniaError } from '../../errors/index.js';
import { nakshatraLookup } from '../../records/nakshatra-lookup.js';
import { Nakshatra, NakshatraQuery, type NakshatraRequest } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { instantOf } from './instant-query.js';
import { localizeTop } from './localize-wheel.js';
import { lightCost } from './range-cost.js';

/** The parameters that only apply to the date form of `/vedic/nakshatra` (the HTTP names of the query). */
const DATE_FORM_ONLY = ['date', 'timezone', 'body', 'ayanamsa'] as const;

/** The query's `locale`, when it names one. */
const localeOf = (q: NakshatraQuery): Pick<NakshatraRequest, 'locale'> => (q.locale === undefined ? {} : { locale: q.locale });

/**
 * `GET /vedic/nakshatra`: the nakshatra and pada of a sidereal longitude, or of a graha at a date (records
 * `nakshatraLookup`). `prepare` turns the query's `date` + `timezone` (default today) into the request's `at`; the
 * yoni animal and the symbol read in `locale`, or in the language of `?lang=` / `Accept-Language` (issue 31; the
 * ten label languages, every symbol translated, so no `warnings`).
 */
export const NAKSHATRA_ROUTE = defineRoute<NakshatraQuery, NakshatraRequest & Record<string, unknown>>({
  method: 'GET',
  url: '/vedic/nakshatra',
  tag: 'Vedic',
  summary: 'Nakshatra of a sidereal longitude or of a graha at a date',
  description:
    'Either `longitude` (sidereal degrees) alone, or `date` (default today, 00:00 local in `timezone`) with `body` (a graha, default Moon) and `ayanamsa` (default Lahiri): the nakshatra, its pada and facts, the yoni animal and symbol in `locale` (or the language of `?lang=`).',
  querystring: NakshatraQuery,
  response: Nakshatra,
  example: 'date=2024-03-20T12:00:00Z&body=Moon',
  prepare: (q, ctx) => {
    if (q.longitude !== undefined) {
      const extra = DATE_FORM_ONLY.find((k) => q[k] !== undefined);
      if (extra !== undefined) {
        throw new UraniaError('INVALID_ARGUMENT', `${extra} does not apply with longitude (give longitude alone, or date with body)`, {
          wording: wording('notWithLongitude', { field: extra, other: 'date' }),
          field: extra, received: q[extra], allowed: 'longitude alone, or date/timezone/body/ayanamsa without longitude',
        });
      }
      return { longitude: q.longitude, ...localeOf(q) };
    }
    return { ...instantOf(q, ctx.now), body: q.body ?? 'Moon', ayanamsa: q.ayanamsa ?? 'Lahiri', ...localeOf(q) };
  },
  cost: lightCost,
  localize: localizeTop,
  compute: (p) => nakshatraLookup(p),
});
