/**
 * `GET /horoscope/compatibility`: the route of the sign-compatibility record (src/records/sign-compatibility.ts,
 * its schemas in src/schemas/sign-compatibility.ts).
 */
import { signCompatibility } from '../../records/sign-compatibility.js';
import { SignCompatibility, SignCompatibilityQuery, type Locale, type Sign } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { localizeText } from './localize-wheel.js';
import { lightCost } from './range-cost.js';

/** `GET /horoscope/compatibility`. */
export const COMPATIBILITY_ROUTE = defineRoute<{ sign1: Sign; sign2: Sign; locale?: Locale }>({
  method: 'GET',
  url: '/horoscope/compatibility',
  tag: 'Horoscope',
  summary: 'Compatibility of two signs',
  description: 'Element harmony, modality interaction and the natural aspect between two signs, scored, with a narrative, strengths and challenges.',
  querystring: SignCompatibilityQuery,
  response: SignCompatibility,
  example: 'sign1=Aries&sign2=Leo',
  cost: lightCost,
  compute: (q) => signCompatibility(q.sign1, q.sign2, q.locale === undefined ? {} : { locale: q.locale }),
  // The narrative's language from ?lang= or Accept-Language when the query names no `locale` (issue 31).
  localize: localizeText,
});
