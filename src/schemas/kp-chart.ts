import { Type, type Static } from 'typebox';
import { TimedBirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { warningsLocaleMember } from './label-locale.js';
import { SIGNS, TWELVE_HOUSE_SYSTEMS } from './enums.js';
import { houseNumber, isoDateTime, longitudeDeg, oneOf, text, textList } from './fields.js';
import { VedicConventionsInput } from './panchang.js';
import { DASHA_LORDS } from './record-enums.js';

/** A Krishnamurti Paddhati chart (`kpChart`; docs/vedic.md "KP"). */

/** How Rahu and Ketu signify: as any planet only (`plain`), or also as agents of their principals (`agents`: K. S. Krishnamurti's node rule, *KP Reader* II and VI). */
export const KP_NODE_RULES = ['plain', 'agents'] as const;

const nodeRule = (description: string) => oneOf([...KP_NODE_RULES], description);

export const KpChartRequest = closedObject('Request for the KP chart of a timed birth (or of any instant at a place: horary).', {
  birth: TimedBirthData,
  conventions: Type.Optional(VedicConventionsInput),
  nodes: Type.Optional(nodeRule('How Rahu and Ketu signify: `plain` (default) as occupants and through their stars like any planet; `agents` also wherever one of their principals signifies — the lord of the sign and of the star they are in, the planets in their sign and those aspecting it (K. S. Krishnamurti, KP Reader II and VI).')),
  locale: warningsLocaleMember(),
});
export type KpChartRequest = Static<typeof KpChartRequest>;

const lord = (description: string) => oneOf(DASHA_LORDS, description);

const lordMembers = {
  sign: oneOf(SIGNS, 'The sidereal sign.'),
  signLord: lord('Lord of the sign.'),
  nakshatra: text('The nakshatra.'),
  starLord: lord('Lord of the nakshatra (star lord).'),
  subLord: lord('Lord of the sub: the nakshatra cut in the Vimshottari proportions from its lord (KP).'),
  subSubLord: lord('Lord of the sub-sub: the sub cut again in the same proportions from its lord.'),
};

export const KpCusp = closedObject('A KP house cusp (Placidus, sidereal) and its lords; the sub lord is the cuspal sub-lord.', {
  house: houseNumber(),
  longitude: longitudeDeg('Sidereal longitude of the cusp, degrees.'),
  ...lordMembers,
});
export type KpCusp = Static<typeof KpCusp>;

export const KpPlanet = closedObject('A graha in a KP chart: its place, house and lords.', {
  planet: lord('The graha.'),
  longitude: longitudeDeg('Sidereal longitude, degrees.'),
  house: houseNumber('The KP house: the one whose cusp it follows.'),
  ...lordMembers,
});
export type KpPlanet = Static<typeof KpPlanet>;

const lords = (description: string) => Type.Array(lord('A graha.'), { description });

export const KpHouseSignificators = closedObject('The significators of one house at the four KP levels, strongest first.', {
  house: houseNumber(),
  level1: lords('Planets in the star of an occupant of the house.'),
  level2: lords('Occupants of the house.'),
  level3: lords('Planets in the star of the house\'s lord.'),
  level4: lords('The lord of the house (of the sign on its cusp).'),
});
export type KpHouseSignificators = Static<typeof KpHouseSignificators>;

export const KpRulingPlanets = closedObject('The KP ruling planets of an instant at a place.', {
  at: isoDateTime('The instant, UTC.'),
  dayLord: lord('Lord of the weekday, the day running from sunrise to sunrise.'),
  ascendant: closedObject('Lords of the Ascendant.', { signLord: lord('Sign lord.'), starLord: lord('Star lord.'), subLord: lord('Sub lord.') }),
  moon: closedObject('Lords of the Moon.', { signLord: lord('Sign lord.'), starLord: lord('Star lord.'), subLord: lord('Sub lord.') }),
});
export type KpRulingPlanets = Static<typeof KpRulingPlanets>;

export const KpChart = closedObject('A Krishnamurti Paddhati chart: Placidus cusps and planets with their sign, star, sub and sub-sub lords, the significators of the houses and the ruling planets.', {
  ayanamsa: closedObject('The ayanamsa used.', { system: text('Its name.'), value: Type.Number({ description: 'Its value at the instant, degrees: tropical minus sidereal longitude (negative before the ayanamsa\'s zero point, e.g. Lahiri before 285 CE; a user-defined one any value).' }) }),
  nodes: nodeRule('The node rule the significators were found by: plain or agents (the request\'s `nodes`, default plain).'),
  houseSystemUsed: oneOf(TWELVE_HOUSE_SYSTEMS, 'The house system of the cusps: Placidus; Porphyry where Placidus is undefined (polar latitudes, with a warning).'),
  cusps: Type.Array(KpCusp, { description: 'The twelve cusps, house 1 first.' }),
  planets: Type.Array(KpPlanet, { description: 'The nine grahas.' }),
  significators: Type.Array(KpHouseSignificators, { description: 'Houses 1 to 12.' }),
  rulingPlanets: KpRulingPlanets,
  warnings: textList('Warnings (a house system fallback).'),
});
export type KpChart = Static<typeof KpChart>;
