import { Type } from 'typebox';
import { findIngresses, INGRESSES_MAX_SPAN_YEARS } from '../../records/index.js';
import { SignIngressEvent, type Body } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { bodiesParam, parseBodies } from './params.js';
import { rangeParams, rangeQueryMembers } from './range-params.js';

/** `GET /ingresses`: sign ingresses of bodies in a range (records `findIngresses`). */
export const INGRESSES_ROUTE = defineRoute<
  { start: string; end: string; timezone?: string; bodies?: string },
  { from: string; to: string; bodies?: Body[] }
>({
  method: 'GET',
  url: '/ingresses',
  tag: 'Ingress',
  summary: 'Sign ingresses in a date range',
  description: `Every sign ingress of the bodies (default: the Sun to Pluto and Chiron) between start and end (at most ${INGRESSES_MAX_SPAN_YEARS} years), retrograde re-entries included.`,
  querystring: Type.Object(
    { ...rangeQueryMembers(), bodies: Type.Optional(bodiesParam('Comma-separated bodies; default the Sun to Pluto and Chiron.')) },
    { additionalProperties: false },
  ),
  response: Type.Array(SignIngressEvent),
  example: 'start=2025-01-01&end=2025-12-31&bodies=Mercury,Venus,Mars',
  prepare: (q) => {
    const bodies = parseBodies(q.bodies);
    return { ...rangeParams(q, INGRESSES_MAX_SPAN_YEARS), ...(bodies ? { bodies } : {}) };
  },
  compute: (p) => findIngresses(p),
});
