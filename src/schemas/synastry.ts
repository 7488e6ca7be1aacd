import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, BODIES } from './enums.js';
import { houseNumber, isoDate, longitudeDeg, oneOf, percent } from './fields.js';
import { PlanetaryPosition } from './core.js';
import { closedObject } from './closed-object.js';
import { personPlaceEchoMembers } from './places.js';
import { exactnessOrbMember, orbProfileMember, twoBirthsMembers, zodiacMembers, zodiacRecordMembers } from './members.js';
import { houseSystemMember } from './birth-members.js';
import { relationshipTextMembers, SynastryInterpretation } from './relationship-interpretation.js';

/** Spec "Chart-derived results": the synastry request and response (`synastry`, `POST /synastry`). */

export const SynastryRequest = closedObject('Request for a synastry (two charts compared).', {
  ...twoBirthsMembers(),
  houseSystem: houseSystemMember('House system for the overlays; default Placidus.'),
  orbProfile: orbProfileMember('Orb table for the inter-aspects; default modern-western.'),
  ...zodiacMembers(),
  ...relationshipTextMembers(),
});
export type SynastryRequest = Static<typeof SynastryRequest>;

/** Named by Urania: the spec's `personA`/`personB` of a synastry response. */
export const SynastryPerson = closedObject('One person’s chart in a synastry.', {
  birthDate: isoDate('Local civil date of birth (echoed).'),
  positions: Type.Array(PlanetaryPosition, { description: 'Positions of the person’s bodies.' }),
  ...zodiacRecordMembers(),
});
export type SynastryPerson = Static<typeof SynastryPerson>;

export const InterAspect = closedObject('An aspect between a body of A and a body of B.', {
  bodyA: oneOf(BODIES, 'Body of person A.'),
  bodyB: oneOf(BODIES, 'Body of person B.'),
  aspect: oneOf(ASPECT_TYPES, 'The aspect.'),
  orb: exactnessOrbMember(),
  isApplying: Type.Union([Type.Boolean(), Type.Null()], {
    description: 'Closing (true) or separating (false); null when not applicable (natal-to-natal).',
  }),
});
export type InterAspect = Static<typeof InterAspect>;

export const HouseOverlay = closedObject('A body placed in the other person’s houses.', {
  body: oneOf(BODIES, 'Body of one person.'),
  bodyLongitude: longitudeDeg('Longitude of the body.'),
  house: houseNumber('House of the other person’s chart the body falls in.'),
});
export type HouseOverlay = Static<typeof HouseOverlay>;

export const CompatibilityScores = closedObject('Synastry scores, 0 to 100 each.', {
  overall: percent('Overall score.'),
  emotional: percent('Emotional score.'),
  communication: percent('Communication score.'),
  attraction: percent('Attraction score.'),
  growth: percent('Growth score.'),
});
export type CompatibilityScores = Static<typeof CompatibilityScores>;

export const SynastryResponse = closedObject('A synastry.', {
  personA: SynastryPerson,
  personB: SynastryPerson,
  interAspects: Type.Array(InterAspect, { description: 'Aspects between the two charts.' }),
  houseOverlaysAtoB: Type.Optional(Type.Array(HouseOverlay, { description: 'A’s bodies in B’s houses (B’s birth time known).' })),
  houseOverlaysBtoA: Type.Optional(Type.Array(HouseOverlay, { description: 'B’s bodies in A’s houses (A’s birth time known).' })),
  scores: CompatibilityScores,
  ...personPlaceEchoMembers(),
  interpretation: Type.Optional(SynastryInterpretation),
});
export type SynastryResponse = Static<typeof SynastryResponse>;
