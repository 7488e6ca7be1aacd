import { Type, type Static } from 'typebox';
import { BODIES, SIGNS } from './enums.js';
import { isoDateTime, longitudeDeg, nonNegative, oneOf } from './fields.js';
import {
  ECLIPSE_KINDS, ECLIPSE_TYPES, MOTION_DIRECTIONS, PRINCIPAL_MOON_PHASES, SEASON_TYPES,
} from './record-enums.js';

/** Urania's event records (issue 5); `date` is always the UT instant of the event. */

export const Season = Type.Object(
  {
    type: oneOf(SEASON_TYPES, 'Equinox or solstice.'),
    sign: oneOf(SIGNS, 'Sign the Sun enters (Aries, Cancer, Libra, Capricorn).'),
    date: isoDateTime('Instant the Sun reaches 0°, 90°, 180° or 270° (UT).'),
  },
  { additionalProperties: false, description: 'An equinox or solstice.' },
);
export type Season = Static<typeof Season>;

export const LunarPhaseEvent = Type.Object(
  {
    phase: oneOf(PRINCIPAL_MOON_PHASES, 'Principal phase.'),
    date: isoDateTime('Instant of the phase (UT).'),
    longitude: longitudeDeg('Longitude of the Moon.'),
    sign: oneOf(SIGNS, 'Sign of the Moon.'),
  },
  { additionalProperties: false, description: 'A principal lunar phase.' },
);
export type LunarPhaseEvent = Static<typeof LunarPhaseEvent>;

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

export const StationEvent = Type.Object(
  {
    body: oneOf(BODIES, 'The body.'),
    type: oneOf(MOTION_DIRECTIONS, 'Motion after the station (retrograde or direct).'),
    date: isoDateTime('Instant of the station (UT).'),
    longitude: longitudeDeg('Longitude of the station.'),
  },
  { additionalProperties: false, description: 'A station: speed in longitude passes through zero.' },
);
export type StationEvent = Static<typeof StationEvent>;

export const EclipseEvent = Type.Object(
  {
    kind: oneOf(ECLIPSE_KINDS, 'Solar or lunar.'),
    type: oneOf(ECLIPSE_TYPES, 'Type of the eclipse (penumbral: lunar only; annular and hybrid: solar only).'),
    date: isoDateTime('Instant of greatest eclipse (UT).'),
    longitude: longitudeDeg('Longitude of the Moon at greatest eclipse.'),
    sign: oneOf(SIGNS, 'Sign of that longitude.'),
    magnitude: nonNegative('Magnitude of the eclipse (umbral for lunar eclipses other than penumbral).'),
  },
  { additionalProperties: false, description: 'A solar or lunar eclipse.' },
);
export type EclipseEvent = Static<typeof EclipseEvent>;
