// Public surface of the zodiac layer (curated re-exports).
export { SIGN_FACTS, signOf, signIndex, signIndexOf, signAt } from './signs.js';
export type { SignFacts } from './signs.js';
export { zodiacPlace } from './zodiac-place.js';
export {
  TRADITIONAL_PLANETS, OUTER_PLANETS, TEN_PLANETS, isTraditionalPlanet,
} from './traditional-planets.js';
export type { TraditionalPlanet, ModernRuler, Planet } from './traditional-planets.js';
export { domicileRuler, domiciles, detriments } from './domiciles.js';
export type { RulershipScheme } from './domiciles.js';
export { EXALTATIONS, FALLS, exaltationRuler, fallRuler } from './exaltations.js';
export type { ExaltationPlace } from './exaltations.js';
export { TRIPLICITY_RULERS, triplicityRuler } from './triplicities.js';
export type { TriplicityRulers } from './triplicities.js';
export { EGYPTIAN_TERMS, termOf, termRulerAt } from './terms.js';
export type { TermRuler } from './terms.js';
export { CHALDEAN_ORDER, CHALDEAN_FACES, faceRulerAt } from './faces.js';
export { decanAt } from './decan-at.js';
export type { Decan } from './decan-at.js';
export { DIGNITY_POINTS, dignitiesAt, placeRulers } from './essential-dignity.js';
export type { DignityKind, EssentialDignity, PlaceRulers } from './essential-dignity.js';
export { receptionBetween } from './reception-between.js';
export {
  AYANAMSA_SYSTEMS, AYANAMSA_DEFINITIONS, ayanamsaAt, meanAyanamsaAt, generalPrecessionInLongitude, ayanamsaLabel,
} from './ayanamsa.js';
export type { AyanamsaSystem, AyanamsaDefinition, AyanamsaChoice, UserAyanamsa } from './ayanamsa.js';
export type { EpochAyanamsaDefinition, AnchoredAyanamsaDefinition } from './ayanamsa-systems.js';
export { AYANAMSA_STARS, GALACTIC_POLE_IAU1958, GALACTIC_POLE_THROUGH_SGR_A } from './ayanamsa-anchors.js';
