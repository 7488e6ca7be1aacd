import { Type, type Static } from 'typebox';
import { BODIES } from './enums.js';
import { houseSystemMember, timedBirthMembers } from './birth-members.js';
import { houseNumber, isoDateTime, longitudeDeg, oneOf } from './fields.js';
import { closedObject } from './closed-object.js';
import { birthObject } from './birth-object.js';
import { utRangeMembers, zodiacMembers, zodiacRecordMembers } from './members.js';

/** Spec "Core records": HouseIngressEvent, and the requests of `POST /house-ingresses` and `findHouseIngresses`. */

/** The angles a house cusp can be (HouseIngressEvent.angleName). */
export const ANGLE_NAMES = ['ASC', 'MC', 'DESC', 'IC'] as const;

export const HouseIngressEvent = closedObject('A body crossing a house cusp of a chart.', {
  body: oneOf(BODIES, 'The body entering the house.'),
  date: isoDateTime('Instant the body crosses the cusp (UT).'),
  enteringHouse: houseNumber('House the body enters.'),
  longitude: longitudeDeg('Longitude of the body at the crossing.'),
  cuspLongitude: longitudeDeg('Longitude of the cusp crossed.'),
  isAngle: Type.Boolean({ description: 'True when the cusp is an angle (houses 1, 4, 7, 10).' }),
  angleName: Type.Optional(oneOf(ANGLE_NAMES, 'Name of the angle crossed, present when isAngle is true.')),
  ...zodiacRecordMembers(),
});
export type HouseIngressEvent = Static<typeof HouseIngressEvent>;

const bodies = Type.Optional(
  Type.Array(oneOf(BODIES, 'A body to follow (not Vertex or AntiVertex).'), {
    description: 'Bodies to follow; default the ten planets Sun–Pluto.',
  }),
);

/** `POST /house-ingresses`: a timed birth (its chart's cusps) and a range. */
export const HouseIngressesRequest = birthObject('Transits over the house cusps of a natal chart in a range (at most 10 years).', {
  ...timedBirthMembers(),
  houseSystem: houseSystemMember(),
  ...utRangeMembers(10),
  bodies,
  ...zodiacMembers(),
});
export type HouseIngressesRequest = Static<typeof HouseIngressesRequest>;

/** `findHouseIngresses`: the twelve cusps of any chart and a range. */
export const HouseCuspIngressesRequest = closedObject('Transits over twelve given house cusps in a range (at most 10 years).', {
  ...utRangeMembers(10),
  cusps: Type.Array(Type.Number({ minimum: -360, maximum: 720, description: 'Cusp longitude, degrees (wrapped).' }), {
    minItems: 12, maxItems: 12, description: 'The twelve cusp longitudes, house 1 first.', 'x-allowed': '12 numbers, degrees',
  }),
  bodies,
});
export type HouseCuspIngressesRequest = Static<typeof HouseCuspIngressesRequest>;
