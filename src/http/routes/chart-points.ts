import {
  birthDataInput, declinations, midpointActivations, midpointDial, midpoints, placeBodies, TECHNIQUE_BODIES,
} from '../../charts/index.js';
import { DeclinationsQuery, DeclinationsResponse, MidpointsRequest, MidpointsResponse } from '../../schemas/index.js';
import { instant } from '../../time/index.js';
import { defineRoute } from '../route-definition.js';
import { instantParam, todayIn, zoneOf } from './params.js';

/** `GET /declinations`: declinations, parallels and out-of-bounds bodies at an instant. */
export const DECLINATIONS_ROUTE = defineRoute<DeclinationsQuery, { at: string }>({
  method: 'GET',
  url: '/declinations',
  tag: 'Chart Techniques',
  summary: 'Declinations, parallels and out-of-bounds bodies',
  description:
    'Apparent declinations (true equator of date) of the ten planets, Chiron and the true North Node, their parallels and contraparallels (1° orb), the bodies beyond the true obliquity, and True Lilith. `date` defaults to today (00:00 local).',
  querystring: DeclinationsQuery,
  response: DeclinationsResponse,
  example: 'date=2024-06-20T20:51:00Z',
  prepare: (q, ctx) => {
    const tz = zoneOf(q.timezone);
    return { at: instantParam(q.date ?? todayIn(tz, ctx.now), tz) };
  },
  compute: (p) => declinations({ at: p.at }),
});

/**
 * @summary The natal midpoints of a birth, the bodies activating them (the natal bodies, or the transiting bodies
 * at `at`) within `orb`, and the 90° dial.
 */
export function natalMidpoints(request: MidpointsRequest): MidpointsResponse {
  const birth = birthDataInput(request.birth, 'birth');
  const observer = birth.birthTime === undefined ? undefined : { latitude: birth.latitude, longitude: birth.longitude };
  const natal = placeBodies(TECHNIQUE_BODIES, birth.civil.instant, observer);
  const activators = request.at === undefined ? undefined : placeBodies(TECHNIQUE_BODIES, instant(request.at, 'at'), observer);
  return {
    midpoints: midpoints(natal),
    activations: midpointActivations(natal, { ...(request.orb === undefined ? {} : { orb: request.orb }), ...(activators ? { activators } : {}) }),
    dial: midpointDial(natal),
  };
}

/** `POST /midpoints`: natal midpoints, activations and the 90° dial. */
export const MIDPOINTS_ROUTE = defineRoute<MidpointsRequest, MidpointsRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/midpoints',
  tag: 'Chart Techniques',
  summary: 'Midpoints of a natal chart',
  description:
    'Nearer midpoints of every pair of natal bodies, the bodies in hard aspect (conjunction, square, opposition) to them within `orb` (default 1.5°) — the natal bodies, or the transiting bodies at `at` when given — and the natal bodies on the 90° dial.',
  body: MidpointsRequest,
  response: MidpointsResponse,
  example: '{"birth":{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006},"at":"2024-07-15T12:00:00Z"}',
  compute: (request) => natalMidpoints(request),
});
