import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, BODIES, HOUSE_SYSTEMS, ORB_PROFILES } from './enums.js';
import { houseNumber, isoDate, longitudeDeg, oneOf, orbDeg, percent } from './fields.js';
import { PlanetaryPosition } from './core.js';
import { BirthData } from './birth-data.js';

/** Spec "Chart-derived results": the synastry request and response (`synastry`, `POST /synastry`). */

export const SynastryRequest = Type.Object(
  {
    personA: BirthData,
    personB: BirthData,
    houseSystem: Type.Optional(oneOf(HOUSE_SYSTEMS, 'House system for the overlays; default Placidus.')),
    orbProfile: Type.Optional(oneOf(ORB_PROFILES, 'Orb table for the inter-aspects; default modern-western.')),
  },
  { additionalProperties: false, description: 'Request for a synastry (two charts compared).' },
);
export type SynastryRequest = Static<typeof SynastryRequest>;

/** Named by Urania: the spec's `personA`/`personB` of a synastry response. */
export const SynastryPerson = Type.Object(
  {
    birthDate: isoDate('Local civil date of birth (echoed).'),
    positions: Type.Array(PlanetaryPosition, { description: 'Positions of the person’s bodies.' }),
  },
  { additionalProperties: false, description: 'One person’s chart in a synastry.' },
);
export type SynastryPerson = Static<typeof SynastryPerson>;

export const InterAspect = Type.Object(
  {
    bodyA: oneOf(BODIES, 'Body of person A.'),
    bodyB: oneOf(BODIES, 'Body of person B.'),
    aspect: oneOf(ASPECT_TYPES, 'The aspect.'),
    orb: orbDeg('Distance from exactness.'),
    isApplying: Type.Union([Type.Boolean(), Type.Null()], {
      description: 'Closing (true) or separating (false); null when not applicable (natal-to-natal).',
    }),
  },
  { additionalProperties: false, description: 'An aspect between a body of A and a body of B.' },
);
export type InterAspect = Static<typeof InterAspect>;

export const HouseOverlay = Type.Object(
  {
    body: oneOf(BODIES, 'Body of one person.'),
    bodyLongitude: longitudeDeg('Longitude of the body.'),
    house: houseNumber('House of the other person’s chart the body falls in.'),
  },
  { additionalProperties: false, description: 'A body placed in the other person’s houses.' },
);
export type HouseOverlay = Static<typeof HouseOverlay>;

export const CompatibilityScores = Type.Object(
  {
    overall: percent('Overall score.'),
    emotional: percent('Emotional score.'),
    communication: percent('Communication score.'),
    attraction: percent('Attraction score.'),
    growth: percent('Growth score.'),
  },
  { additionalProperties: false, description: 'Synastry scores, 0 to 100 each.' },
);
export type CompatibilityScores = Static<typeof CompatibilityScores>;

export const SynastryResponse = Type.Object(
  {
    personA: SynastryPerson,
    personB: SynastryPerson,
    interAspects: Type.Array(InterAspect, { description: 'Aspects between the two charts.' }),
    houseOverlaysAtoB: Type.Optional(Type.Array(HouseOverlay, { description: 'A’s bodies in B’s houses (B’s birth time known).' })),
    houseOverlaysBtoA: Type.Optional(Type.Array(HouseOverlay, { description: 'B’s bodies in A’s houses (A’s birth time known).' })),
    scores: CompatibilityScores,
  },
  { additionalProperties: false, description: 'A synastry.' },
);
export type SynastryResponse = Static<typeof SynastryResponse>;

