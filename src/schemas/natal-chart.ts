import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, BODIES, ELEMENTS, MODALITIES, SIGNS, TWELVE_HOUSE_SYSTEMS } from './enums.js';
import {
  birthCalendarMember, clockTime, integerIn, isoDate, isoDateTime, latitudeDeg, longitudeDeg, nonNegative, oneOf, orbDeg, timeZoneName,
} from './fields.js';
import { COMBUSTION_STATES, DIGNITY_KINDS, MUTUAL_RECEPTION_TYPES, SPEED_CLASSES } from './record-enums.js';
import { Aspect, HouseCusp, PlanetaryPosition } from './core.js';
import { closedObject } from './closed-object.js';
import { orbProfileMember, placementMembers, planetMember, zodiacMembers, zodiacRecordMembers } from './members.js';
import { birthDateMember, birthLocationMembers, birthPlaceMembers, houseSystemMember } from './birth-members.js';
import { birthObject } from './birth-object.js';
import { rulersMember } from './rulers-member.js';
import { BirthPlace } from './places.js';
import { CivilTimeReading } from './civil-time-reading.js';
import { warningsLocaleMember } from './label-locale.js';
import { UntimedDay } from './untimed-day.js';

/**
 * The bodies whose aspects a natal chart lists by default: the ten planets, Chiron and the true lunar nodes, the
 * factors astrologers read aspects between (docs/natal-chart.md "Aspects"); `aspectBodies` widens or narrows it.
 */
export const NATAL_ASPECT_BODIES = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto',
  'Chiron', 'NorthNode', 'SouthNode',
] as const;

/** The angles a natal chart lists aspects to (`angleAspects`). */
export const CHART_ANGLES = ['Ascendant', 'Midheaven'] as const;

/** Spec "Natal and related records": the natal chart request and response with its sub-records (`natalChart`, `POST /natal-chart`). */

export const NatalChartRequest = birthObject('Request for a natal chart.', {
  birthDate: birthDateMember(),
  birthTime: Type.Optional(clockTime('Local wall-clock time of birth; without it houses are unavailable.')),
  ...birthLocationMembers(),
  houseSystem: houseSystemMember(),
  orbProfile: orbProfileMember('Orb table for aspects; default modern-western.'),
  timezone: Type.Optional(timeZoneName(
    'Time zone of the birth time (Urania extension); default: the zone found from the coordinates.',
  )),
  calendar: birthCalendarMember(),
  aspectBodies: Type.Optional(Type.Array(oneOf(BODIES, 'A body whose aspects are listed.'), {
    default: [...NATAL_ASPECT_BODIES],
    description:
      'Bodies whose aspects the chart lists (Urania extension); default the ten planets, Chiron and the true nodes. ' +
      'Positions are given for every available body whatever this list.',
  })),
  ...zodiacMembers(),
  rulers: rulersMember('The chart ruler (ruler of the Ascendant’s sign)'),
  locale: warningsLocaleMember(),
});
export type NatalChartRequest = Static<typeof NatalChartRequest>;

export const ElementBalance = closedObject('Distribution of the chart over the elements.', {
  fire: nonNegative('Weight of the fire signs.'),
  earth: nonNegative('Weight of the earth signs.'),
  air: nonNegative('Weight of the air signs.'),
  water: nonNegative('Weight of the water signs.'),
  dominant: oneOf(ELEMENTS, 'Element with the largest weight (ties: first in the order Fire, Earth, Air, Water).'),
});
export type ElementBalance = Static<typeof ElementBalance>;

export const ModalityBalance = closedObject('Distribution of the chart over the modalities.', {
  cardinal: nonNegative('Weight of the cardinal signs.'),
  fixed: nonNegative('Weight of the fixed signs.'),
  mutable: nonNegative('Weight of the mutable signs.'),
  dominant: oneOf(MODALITIES, 'Modality with the largest weight (ties: first in the order Cardinal, Fixed, Mutable).'),
});
export type ModalityBalance = Static<typeof ModalityBalance>;

export const ChartRuler = closedObject('The chart ruler (ruler of the ascendant’s sign).', {
  planet: oneOf(BODIES, 'Ruler of the ascendant’s sign.'),
  sign: oneOf(SIGNS, 'Sign the chart ruler occupies.'),
  longitude: longitudeDeg('Longitude of the chart ruler.'),
  isRetrograde: Type.Boolean({ description: 'True when the chart ruler is retrograde.' }),
});
export type ChartRuler = Static<typeof ChartRuler>;

/** Named by Urania: the spec's `partOfFortune` member. */
export const PartOfFortune = closedObject('The Part (Lot) of Fortune.', {
  ...placementMembers('Longitude of the Part of Fortune.', 'Sign of the Part of Fortune.'),
  isDayChart: Type.Optional(Type.Boolean({
    description: 'True when the Sun is above the horizon and the day formula was used (Urania extension).',
  })),
});
export type PartOfFortune = Static<typeof PartOfFortune>;

/** Named by Urania: an item of `dignities`; its shape beyond the spec's four fields is designed (docs/schemas.md). */
export const Dignity = closedObject('Essential dignity of one planet.', {
  body: planetMember(),
  sign: oneOf(SIGNS, 'Sign the planet occupies.'),
  dignity: oneOf(DIGNITY_KINDS, 'Principal dignity: the first held in the order of DIGNITY_KINDS, or peregrine when none.'),
  score: Type.Number({ description: 'Sum of the essential-dignity points held, debilities negative (table in docs).' }),
  held: Type.Optional(Type.Array(oneOf(DIGNITY_KINDS, 'An essential dignity or debility.'), {
    description: 'Every dignity and debility held, in the order of DIGNITY_KINDS (Urania extension).',
  })),
});
export type Dignity = Static<typeof Dignity>;

/** Named by Urania: an item of `combustionStatuses`. */
export const CombustionStatus = closedObject('Whether a planet is cazimi, combust, under the beams or free.', {
  body: planetMember(),
  status: oneOf(COMBUSTION_STATES, 'Relation to the Sun’s rays.'),
});
export type CombustionStatus = Static<typeof CombustionStatus>;

/** Named by Urania: an item of `mutualReceptions`. */
export const MutualReception = closedObject('Two planets each in a sign ruled (or exalting) the other.', {
  body1: oneOf(BODIES, 'First planet.'),
  body2: oneOf(BODIES, 'Second planet.'),
  sign1: oneOf(SIGNS, 'Sign of the first planet.'),
  sign2: oneOf(SIGNS, 'Sign of the second planet.'),
  type: oneOf(MUTUAL_RECEPTION_TYPES, 'Dignities the reception is by.'),
});
export type MutualReception = Static<typeof MutualReception>;

/** Named by Urania: an item of `outOfBoundsPlanets`. */
export const OutOfBoundsPlanet = closedObject('A planet whose declination exceeds the Sun’s maximum.', {
  body: planetMember(),
  declination: latitudeDeg('Declination beyond the Sun’s greatest declination.'),
});
export type OutOfBoundsPlanet = Static<typeof OutOfBoundsPlanet>;

/** Named by Urania: an item of `decanInfo` (DecanInfo is the spec's interpretation record). */
export const DecanPlacement = closedObject('The decan (face) a planet occupies.', {
  body: planetMember(),
  decan: integerIn(1, 3, 'Decan of its sign the planet occupies.'),
  faceRuler: oneOf(BODIES, 'Chaldean face ruler of the decan.'),
});
export type DecanPlacement = Static<typeof DecanPlacement>;

/** Named by Urania: an item of `speedClassifications`. */
export const SpeedClassification = closedObject('How fast a planet moves compared with its mean motion.', {
  body: planetMember(),
  dailyMotion: Type.Number({ description: 'Speed in longitude, degrees per day (negative when retrograde).' }),
  classification: oneOf(SPEED_CLASSES, 'Speed compared with the planet’s mean motion.'),
});
export type SpeedClassification = Static<typeof SpeedClassification>;

/** Named by Urania: an item of `besiegedPlanets`. */
export const BesiegedPlanet = closedObject('Whether a planet is besieged by Mars and Saturn.', {
  body: planetMember(),
  isBesieged: Type.Boolean({ description: 'True when the planet sits between the two malefics.' }),
  besiegingMalefics: Type.Optional(Type.Array(oneOf(BODIES, 'A besieging malefic.'), {
    description: 'The malefics besieging the planet, when besieged.',
  })),
});
export type BesiegedPlanet = Static<typeof BesiegedPlanet>;

/** An item of `angleAspects` (Urania extension, issue 11): an aspect of a body to the Ascendant or the Midheaven. */
const AngleAspectItem = closedObject('An aspect of a body to an angle of the chart.', {
  body: oneOf(BODIES, 'The body.'),
  angle: oneOf(CHART_ANGLES, 'The angle: Ascendant or Midheaven.'),
  type: oneOf(ASPECT_TYPES, 'The aspect formed.'),
  orb: orbDeg('Distance from the exact aspect angle.'),
  isApplying: Type.Boolean({
    description: 'True when the aspect is closing, the angle moving with the diurnal rotation (about 1° in 4 minutes).',
  }),
});

export const NatalChartResponse = closedObject('A natal chart.', {
  birthDate: isoDate('Local civil date of birth (echoed).'),
  birthTime: Type.Optional(clockTime('Local wall-clock time of birth (echoed).')),
  ...birthPlaceMembers(),
  houseSystem: oneOf(TWELVE_HOUSE_SYSTEMS, 'House system requested.'),
  positions: Type.Array(PlanetaryPosition, { description: 'Positions of the bodies.' }),
  housesAvailable: Type.Boolean({ description: 'False when the birth time is unknown (no houses, no angles).' }),
  houses: Type.Optional(Type.Array(HouseCusp, { minItems: 12, maxItems: 12, description: 'The twelve cusps.' })),
  ascendant: Type.Optional(longitudeDeg('Longitude of the ascendant.')),
  ascendantSign: Type.Optional(oneOf(SIGNS, 'Sign of the ascendant.')),
  midheaven: Type.Optional(longitudeDeg('Longitude of the midheaven.')),
  midheavenSign: Type.Optional(oneOf(SIGNS, 'Sign of the midheaven.')),
  aspects: Type.Array(Aspect, { description: 'Aspects between the bodies under the orb profile.' }),
  angleAspects: Type.Optional(Type.Array(AngleAspectItem, {
    description: 'Aspects of the aspect bodies to the Ascendant and the Midheaven, with a birth time (Urania extension).',
  })),
  elementBalance: ElementBalance,
  modalityBalance: ModalityBalance,
  chartRuler: Type.Optional(ChartRuler),
  partOfFortune: Type.Optional(PartOfFortune),
  dignities: Type.Optional(Type.Array(Dignity, { description: 'Essential dignities of the planets.' })),
  combustionStatuses: Type.Optional(Type.Array(CombustionStatus, { description: 'Combustion of the planets.' })),
  mutualReceptions: Type.Optional(Type.Array(MutualReception, { description: 'Mutual receptions.' })),
  outOfBoundsPlanets: Type.Optional(Type.Array(OutOfBoundsPlanet, { description: 'Planets out of bounds.' })),
  decanInfo: Type.Optional(Type.Array(DecanPlacement, { description: 'Decan of each planet.' })),
  speedClassifications: Type.Optional(Type.Array(SpeedClassification, { description: 'Speed of each planet.' })),
  besiegedPlanets: Type.Optional(Type.Array(BesiegedPlanet, { description: 'Besiegement of each planet.' })),
  timezone: Type.Optional(timeZoneName('Time zone used for the birth time (Urania extension).')),
  orbProfile: orbProfileMember('Orb profile used (Urania extension).'),
  houseSystemUsed: houseSystemMember('House system actually used, when a polar fallback applied (Urania extension).'),
  instant: Type.Optional(isoDateTime('UT instant of birth the chart is cast for (Urania extension).')),
  calendar: birthCalendarMember(
    'Calendar of birthDate, echoed when the request named one (Urania extension): julian-gregorian (Julian before ' +
      '1582-10-15), gregorian (proleptic Gregorian), julian (proleptic Julian) or auto (civilTime.calendar says which was read); ' +
      'instant is written in the calendar read.',
  ),
  civilTime: Type.Optional(CivilTimeReading),
  untimedDay: Type.Optional(UntimedDay),
  warnings: Type.Optional(Type.Array(Type.String({ minLength: 1 }), {
    description: 'Notes on civil-time resolution (DST fold or gap) and house fallbacks (Urania extension).',
  })),
  place: Type.Optional(BirthPlace),
  ...zodiacRecordMembers(),
});
export type NatalChartResponse = Static<typeof NatalChartResponse>;
