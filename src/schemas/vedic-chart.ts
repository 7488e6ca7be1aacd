import { Type, type Static } from 'typebox';
import { SIGNS } from './enums.js';
import { integerIn, isoDateOrDateTime, longitudeDeg, oneOf, score, text } from './fields.js';
import { RAHU_NODE_KINDS, VEDIC_ASPECT_TYPES, VEDIC_GRAHAS } from './record-enums.js';
import { BirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { birthPlaceEchoMember } from './places.js';
import { ayanamsaMember, nodeAspectsMember } from './members.js';

/** Spec "Natal and related records": the Vedic chart — sidereal positions and graha drishti (`vedicChart`, `POST /vedic/chart`). */

export const VedicChartRequest = closedObject('Request for the sidereal positions and graha drishti of a birth.', {
  birth: BirthData,
  ayanamsa: ayanamsaMember(),
  node: Type.Optional(oneOf(RAHU_NODE_KINDS, 'Rahu from the mean (default) or the true node.')),
  nodeAspects: nodeAspectsMember(),
});
export type VedicChartRequest = Static<typeof VedicChartRequest>;

/** Named by Urania: the spec's inline `ayanamsa` object of VedicAspectResult. */
export const Ayanamsa = closedObject('The ayanamsa in use.', {
  system: text('Name of the ayanamsa (for example Lahiri).'),
  value: longitudeDeg('Ayanamsa: tropical minus sidereal longitude.'),
});
export type Ayanamsa = Static<typeof Ayanamsa>;

export const VedicPlanetPosition = closedObject('Tropical and sidereal position of a graha.', {
  planet: oneOf(VEDIC_GRAHAS, 'The graha.'),
  tropicalLongitude: longitudeDeg('Tropical longitude.'),
  siderealLongitude: longitudeDeg('Sidereal longitude.'),
  sign: oneOf(SIGNS, 'Sidereal sign.'),
  signIndex: integerIn(0, 11, 'Index of the sidereal sign (0 = Aries, 11 = Pisces).'),
  nakshatra: text('Name of the nakshatra occupied.'),
});
export type VedicPlanetPosition = Static<typeof VedicPlanetPosition>;

export const VedicAspect = closedObject('A graha drishti (Vedic aspect).', {
  aspectingPlanet: oneOf(VEDIC_GRAHAS, 'The graha casting the aspect.'),
  aspectedPlanet: oneOf(VEDIC_GRAHAS, 'The graha receiving it.'),
  aspectType: oneOf(VEDIC_ASPECT_TYPES, 'The drishti, by house counted inclusively.'),
  aspectOffset: integerIn(1, 11, 'Signs forward from the aspecting to the aspected graha (the 7th aspect is 6).'),
  strength: score(0, 5, 'Strength of the aspect.'),
  friendshipLevel: text('Natural relationship of the aspecting to the aspected graha (for example friend, neutral, enemy).'),
});
export type VedicAspect = Static<typeof VedicAspect>;

export const VedicAspectResult = closedObject('Vedic positions and aspects at an instant.', {
  date: isoDateOrDateTime('Instant of the positions.'),
  ayanamsa: Ayanamsa,
  positions: Type.Array(VedicPlanetPosition, { description: 'Positions of the grahas.' }),
  aspects: Type.Array(VedicAspect, { description: 'Graha drishti between them.' }),
  ...birthPlaceEchoMember(),
});
export type VedicAspectResult = Static<typeof VedicAspectResult>;
