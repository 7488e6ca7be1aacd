import { signCompatibility } from '../../horoscope/index.js';
import { SignCompatibility, SignCompatibilityQuery, type Sign } from '../../schemas/index.js';
import { cacheTtlMs } from '../cache-ttl.js';
import { defineRoute } from '../route-definition.js';

/** `GET /horoscope/compatibility`: compatibility of two signs. */
export const COMPATIBILITY_ROUTE = defineRoute<{ sign1: Sign; sign2: Sign }>({
  method: 'GET',
  url: '/horoscope/compatibility',
  tag: 'Horoscope',
  summary: 'Compatibility of two signs',
  description: 'Element harmony, modality interaction and the natural aspect between two signs, scored, with a narrative, strengths and challenges.',
  querystring: SignCompatibilityQuery,
  response: SignCompatibility,
  example: 'sign1=Aries&sign2=Leo',
  cacheTtlMs: cacheTtlMs('/horoscope/compatibility'),
  compute: (q) => signCompatibility(q.sign1, q.sign2),
});
