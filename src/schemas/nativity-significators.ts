import { Type, type Static } from 'typebox';
import { SIGNS, TWELVE_HOUSE_SYSTEMS } from './enums.js';
import { houseNumber, integerIn, longitudeDeg, nonNegative, oneOf, text } from './fields.js';
import { closedObject } from './closed-object.js';
import { TimedBirthData } from './birth-data.js';
import { CHALDEAN_PLANETS, PRENATAL_LUNATION_TYPES } from './record-enums.js';
import { LABEL_LOCALES } from './label-locale.js';

/** The almuten figuris, hyleg and alcocoden (`nativitySignificators`, `POST /nativity-significators`; docs/traditional.md). */

export const HYLEG_METHODS = ['lilly', 'ptolemy'] as const;
export const ALMUTEN_FIGURIS_METHODS = ['essential', 'with-accidental'] as const;
export const HYLEG_POINTS = [...CHALDEAN_PLANETS, 'Ascendant', 'PartOfFortune'] as const;
export const SIGN_ASPECT_TYPES = ['conjunction', 'sextile', 'square', 'trine', 'opposition'] as const;
export const YEARS_KINDS = ['greater', 'middle', 'lesser'] as const;

export const NativitySignificatorsRequest = closedObject('Request for the almuten figuris, hyleg and alcocoden of a birth.', {
  birth: TimedBirthData,
  hylegMethod: Type.Optional(oneOf(HYLEG_METHODS, 'Rules for the hyleg: lilly (Christian Astrology III, the figure’s houses; default) or ptolemy (Tetrabiblos III.10, equal places from 5° above the Ascendant).')),
  almutenMethod: Type.Optional(oneOf(ALMUTEN_FIGURIS_METHODS, 'Almuten figuris: essential (dignities over the five places; default) or with-accidental (plus house strength 12…1 and 7/6 points for the lords of the day and hour).')),
  houseSystem: Type.Optional(oneOf(TWELVE_HOUSE_SYSTEMS, 'House system of the figure; default Regiomontanus (Lilly’s).')),
  locale: Type.Optional(oneOf(LABEL_LOCALES, 'Language of the hyleg’s `rule` (issue 31): a BCP 47 tag, one of the ten label languages; default en.')),
});
export type NativitySignificatorsRequest = Static<typeof NativitySignificatorsRequest>;

export const AlmutenFigurisScore = closedObject('One planet’s points toward the almuten figuris.', {
  planet: oneOf(CHALDEAN_PLANETS, 'The planet.'),
  essential: integerIn(0, 75, 'Essential-dignity points over the Sun, Moon, Ascendant, Lot of Fortune and prenatal syzygy (5/4/3/2/1).'),
  house: integerIn(0, 12, 'House-strength points (with-accidental; 0 otherwise).'),
  day: integerIn(0, 7, 'Points as lord of the day of birth (with-accidental).'),
  hour: integerIn(0, 6, 'Points as lord of the hour of birth (with-accidental).'),
  total: integerIn(0, 100, 'The sum.'),
});
export type AlmutenFigurisScore = Static<typeof AlmutenFigurisScore>;

export const AlmutenFiguris = closedObject('The almuten figuris (lord of the nativity).', {
  method: oneOf(ALMUTEN_FIGURIS_METHODS, 'The method used.'),
  almuten: oneOf(CHALDEAN_PLANETS, 'The planet with the highest total (ties: the first in Chaldean order).'),
  tied: Type.Array(oneOf(CHALDEAN_PLANETS, 'A planet.'), { minItems: 1, description: 'Every planet with the highest total.' }),
  scores: Type.Array(AlmutenFigurisScore, { minItems: 7, maxItems: 7, description: 'The seven planets, highest total first.' }),
});
export type AlmutenFiguris = Static<typeof AlmutenFiguris>;

export const Hyleg = closedObject('The hyleg (giver of life).', {
  method: oneOf(HYLEG_METHODS, 'The rules used.'),
  point: oneOf(HYLEG_POINTS, 'The hyleg: a light, a planet, the Ascendant or the Lot of Fortune.'),
  longitude: longitudeDeg('Its longitude.'),
  sign: oneOf(SIGNS, 'Its sign.'),
  place: houseNumber('The place it stands in: the figure’s house (lilly) or Ptolemy’s equal place (ptolemy).'),
  rule: text('The step of the rules that chose it, in words, in the request’s `locale` (default English).'),
});
export type Hyleg = Static<typeof Hyleg>;

export const Alcocoden = closedObject('The alcocoden (giver of years).', {
  planet: oneOf(CHALDEAN_PLANETS, 'The planet with most essential dignity over the hyleg’s degree that beholds it.'),
  score: integerIn(1, 15, 'Its points over the hyleg’s degree (5/4/3/2/1).'),
  aspect: oneOf(SIGN_ASPECT_TYPES, 'Its aspect to the hyleg, by sign.'),
  house: houseNumber('Its house in the figure.'),
  yearsKind: oneOf(YEARS_KINDS, 'Greater years in an angle, middle in a succedent house, lesser in a cadent one.'),
  years: nonNegative('The years given (Lilly’s table of the planets’ years), before any addition or subtraction.'),
});
export type Alcocoden = Static<typeof Alcocoden>;

export const NativitySignificators = closedObject('The almuten figuris, hyleg and alcocoden of a birth.', {
  isDayChart: Type.Boolean({ description: 'True when the Sun is above the horizon.' }),
  houseSystem: oneOf(TWELVE_HOUSE_SYSTEMS, 'The figure’s house system.'),
  ascendant: longitudeDeg('The Ascendant.'),
  partOfFortune: longitudeDeg('The Lot of Fortune, Ascendant + Moon − Sun by day and by night (Ptolemy, Tetrabiblos III.10; Lilly).'),
  prenatalSyzygyType: oneOf(PRENATAL_LUNATION_TYPES, 'The last new or full Moon before birth.'),
  prenatalSyzygy: longitudeDeg('Its longitude (the Moon’s).'),
  almutenFiguris: AlmutenFiguris,
  hyleg: Hyleg,
  alcocoden: Type.Union([Alcocoden, Type.Null()], { description: 'The alcocoden, null when no planet with dignity over the hyleg’s degree beholds it.' }),
});
export type NativitySignificators = Static<typeof NativitySignificators>;
