import { Type, type Static } from 'typebox';
import { BODIES, SIGNS } from './enums.js';
import { isoDateOrDateTime, longitudeDeg, oneOf, orbDeg, supportedYear } from './fields.js';
import {
  ECLIPSE_KINDS, HELIACAL_BODIES, HELIACAL_EVENT_TYPES, IMPACT_SIGNIFICANCES, VENUS_CYCLE_PHASES,
} from './record-enums.js';

/** Spec "Chart-derived results": heliacal events, the Venus cycle, eclipse impacts, the retrograde calendar. */

export const HeliacalEvent = Type.Object(
  {
    body: oneOf(HELIACAL_BODIES, 'The planet.'),
    type: oneOf(HELIACAL_EVENT_TYPES, 'Kind of heliacal event.'),
    date: isoDateOrDateTime('When the event happens.'),
    longitude: longitudeDeg('Longitude of the planet.'),
    sign: oneOf(SIGNS, 'Sign of the planet.'),
  },
  { additionalProperties: false, description: 'A heliacal rising or setting of a planet.' },
);
export type HeliacalEvent = Static<typeof HeliacalEvent>;

export const VenusCyclePhase = Type.Object(
  {
    phase: oneOf(VENUS_CYCLE_PHASES, 'Phase of the Venus cycle.'),
    date: isoDateOrDateTime('When the phase begins or is exact.'),
    elongation: Type.Number({
      minimum: -180, maximum: 180,
      description: 'Elongation of Venus from the Sun, positive east (evening star), negative west. Degrees, -180 to 180.',
    }),
  },
  { additionalProperties: false, description: 'A phase of the synodic cycle of Venus.' },
);
export type VenusCyclePhase = Static<typeof VenusCyclePhase>;

/** Named by Urania: an item of EclipseNatalImpact's `impactedPlanets`. */
export const ImpactedPlanet = Type.Object(
  {
    body: oneOf(BODIES, 'The natal body.'),
    natalLongitude: longitudeDeg('Natal longitude.'),
    orb: orbDeg('Distance from the eclipse degree.'),
    significance: oneOf(IMPACT_SIGNIFICANCES, 'How strongly the eclipse touches the body.'),
  },
  { additionalProperties: false, description: 'A natal body touched by an eclipse.' },
);
export type ImpactedPlanet = Static<typeof ImpactedPlanet>;

export const EclipseNatalImpact = Type.Object(
  {
    eclipseDate: isoDateOrDateTime('Instant of greatest eclipse.'),
    eclipseType: oneOf(ECLIPSE_KINDS, 'Solar or lunar.'),
    eclipseLongitude: longitudeDeg('Longitude of the eclipse (the Moon’s).'),
    eclipseSign: oneOf(SIGNS, 'Sign of the eclipse.'),
    impactedPlanets: Type.Array(ImpactedPlanet, { description: 'Natal bodies near the eclipse degree.' }),
  },
  { additionalProperties: false, description: 'An eclipse and the natal bodies it touches.' },
);
export type EclipseNatalImpact = Static<typeof EclipseNatalImpact>;

/** Named by Urania: an item of RetrogradeCalendarResponse's `retrogrades`. */
export const RetrogradePeriod = Type.Object(
  {
    body: oneOf(BODIES, 'The planet.'),
    shadowStart: isoDateOrDateTime('When the planet first reaches the longitude of its later direct station.'),
    stationRetrograde: isoDateOrDateTime('Retrograde station.'),
    stationDirect: isoDateOrDateTime('Direct station.'),
    shadowEnd: isoDateOrDateTime('When the planet regains the longitude of its retrograde station.'),
    retrogradeStartSign: oneOf(SIGNS, 'Sign at the retrograde station.'),
    retrogradeEndSign: oneOf(SIGNS, 'Sign at the direct station.'),
  },
  { additionalProperties: false, description: 'A retrograde period with its shadows.' },
);
export type RetrogradePeriod = Static<typeof RetrogradePeriod>;

export const RetrogradeCalendarResponse = Type.Object(
  {
    year: supportedYear('Calendar year.'),
    retrogrades: Type.Array(RetrogradePeriod, { description: 'Retrograde periods overlapping the year, in time order.' }),
  },
  { additionalProperties: false, description: 'The retrograde periods of a year.' },
);
export type RetrogradeCalendarResponse = Static<typeof RetrogradeCalendarResponse>;
