import { toICalendar } from '../../icalendar/index.js';
import { icsWords } from '../../i18n/ics-word-catalogues.js';
import { Type } from 'typebox';
import { EVENT_BODIES } from '../../events/body-motion.js';
import { findIngresses, INGRESSES_MAX_SPAN_YEARS } from '../../records/ingresses.js';
import { SignIngressEvent, type Body } from '../../schemas/index.js';
import { zodiacQueryMembers } from '../../schemas/members.js';
import type { ZodiacKind } from '../../records/zodiac-choice.js';
import type { AyanamsaSystem } from '../../zodiac/index.js';
import { RANGE_ALIASES } from '../parameter-aliases.js';
import { defineRoute } from '../route-definition.js';
import { bodiesParam, parseBodies } from './params.js';
import { bodyYearsCost } from './range-cost.js';
import { rangeParams, rangeQueryMembers } from './range-params.js';

/** `GET /ingresses`: sign ingresses of bodies in a range (records `findIngresses`). */
export const INGRESSES_ROUTE = defineRoute<
  { from: string; to: string; timezone?: string; bodies?: string; zodiac?: ZodiacKind; ayanamsa?: AyanamsaSystem },
  { from: string; to: string; bodies?: Body[]; zodiac?: ZodiacKind; ayanamsa?: AyanamsaSystem }
>({
  method: 'GET',
  url: '/ingresses',
  tag: 'Ingress',
  summary: 'Sign ingresses in a date range',
  description: `Every sign ingress of the bodies (default: the Sun to Pluto and Chiron) between from and to (at most ${INGRESSES_MAX_SPAN_YEARS} years), retrograde re-entries included; zodiac=sidereal (or an ayanamsa, default Lahiri) gives the sidereal sign ingresses.`,
  querystring: Type.Object(
    {
      ...rangeQueryMembers(),
      bodies: Type.Optional(bodiesParam('Comma-separated bodies; default the Sun to Pluto and Chiron.')),
      ...zodiacQueryMembers(),
    },
    { additionalProperties: false },
  ),
  response: Type.Array(SignIngressEvent),
  parameterAliases: RANGE_ALIASES,
  example: 'from=2025-01-01&to=2025-12-31&bodies=Mercury,Venus,Mars',
  prepare: (q) => {
    const bodies = parseBodies(q.bodies);
    return {
      ...rangeParams(q, INGRESSES_MAX_SPAN_YEARS),
      ...(bodies ? { bodies } : {}),
      ...(q.zodiac === undefined ? {} : { zodiac: q.zodiac }),
      ...(q.ayanamsa === undefined ? {} : { ayanamsa: q.ayanamsa }),
    };
  },
  compute: (p) => findIngresses(p),
  // Accept: text/calendar — the same ingresses as iCalendar (issue 27).
  representations: { 'text/calendar': (events: SignIngressEvent[], locale) => toICalendar(events, { name: icsWords(locale).feedNames.ingresses, locale }) },
  // Charged to the key's compute budget: bodies × years (42 bodies over 50 years: 2100 units).
  cost: (p) => bodyYearsCost(p.from, p.to, p.bodies?.length ?? EVENT_BODIES.length, 'bodies', 'to'),
});
