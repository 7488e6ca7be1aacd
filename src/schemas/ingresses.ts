import { Type, type Static } from 'typebox';
import { BODIES, SIGNS } from './enums.js';
import { isoDateTime, oneOf, isoDateOrDateTime } from './fields.js';
import { MOTION_DIRECTIONS } from './record-enums.js';

/** Sign ingresses (`findIngresses`, `nextIngress`, `GET /ingresses`): the request and the record. */

export const SignIngressEvent = Type.Object(
  {
    body: oneOf(BODIES, 'The body.'),
    sign: oneOf(SIGNS, 'Sign entered.'),
    date: isoDateTime('Instant of the ingress (UT).'),
    direction: oneOf(MOTION_DIRECTIONS, 'Motion when entering (retrograde: re-entry backwards).'),
  },
  { additionalProperties: false, description: 'A body entering a sign.' },
);
export type SignIngressEvent = Static<typeof SignIngressEvent>;

/** `findIngresses`: a range of instants (at most 50 years) and optionally the bodies. */
export const IngressesRequest = Type.Object(
  {
    from: isoDateOrDateTime('Start of the range (UT; the library functions also take a Date or an Instant).'),
    to: isoDateOrDateTime('End of the range, at most 50 years after from (UT).'),
    bodies: Type.Optional(
      Type.Array(oneOf(BODIES, 'A body (not Vertex or AntiVertex).'), { description: 'Bodies; default the Sun to Pluto and Chiron.' }),
    ),
  },
  { additionalProperties: false, description: 'The sign ingresses of bodies in a range.' },
);
export type IngressesRequest = Static<typeof IngressesRequest>;
