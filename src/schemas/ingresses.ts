import { type Static } from 'typebox';
import { SIGNS } from './enums.js';
import { isoDateTime, oneOf } from './fields.js';
import { MOTION_DIRECTIONS } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { bodyMember, rangeBodiesMember, rangeMembers, zodiacMembers, zodiacRecordMembers } from './members.js';

/** Sign ingresses (`findIngresses`, `nextIngress`, `GET /ingresses`): the request and the record. */

export const SignIngressEvent = closedObject('A body entering a sign.', {
  body: bodyMember(),
  sign: oneOf(SIGNS, 'Sign entered.'),
  date: isoDateTime('Instant of the ingress (UT).'),
  direction: oneOf(MOTION_DIRECTIONS, 'Motion when entering (retrograde: re-entry backwards).'),
  ...zodiacRecordMembers(),
});
export type SignIngressEvent = Static<typeof SignIngressEvent>;

/** `findIngresses`: a range of instants (at most 50 years) and optionally the bodies. */
export const IngressesRequest = closedObject('The sign ingresses of bodies in a range.', {
  ...rangeMembers(50),
  bodies: rangeBodiesMember('the Sun to Pluto and Chiron'),
  ...zodiacMembers(),
});
export type IngressesRequest = Static<typeof IngressesRequest>;

/** `nextIngress` options (issue 15): the zodiac of the signs, tropical by default. */
export const NextIngressOptions = closedObject('Options of nextIngress: the zodiac of the signs entered.', {
  ...zodiacMembers(),
});
export type NextIngressOptions = Static<typeof NextIngressOptions>;
