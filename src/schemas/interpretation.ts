import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, BODIES, SIGNS } from './enums.js';
import { houseNumber, integerIn, longitudeDeg, oneOf, text, textList } from './fields.js';
import { closedObject } from './closed-object.js';
import { rulersMember } from './rulers-member.js';
import { planetMember } from './members.js';
import { textWarningsMember } from './text-warnings-member.js';

/** Spec "Natal and related records": interpretation records (text lookups). */

/** `summary`, `description`, `keywords`: the text of an interpretation. */
const interpretationTextMembers = () => ({
  summary: text('One-line summary.'),
  description: text('Interpretation in words.'),
  keywords: textList('Keywords.'),
});

/** The text of a placement's interpretation: its summary, description and keywords, strengths and challenges. */
const placementTextMembers = () => ({
  ...interpretationTextMembers(),
  strengths: textList('Strengths of the placement.'),
  challenges: textList('Challenges of the placement.'),
});

export const PlanetInSignInterpretation = closedObject('Interpretation of a planet in a sign.', {
  body: planetMember(),
  sign: oneOf(SIGNS, 'The sign.'),
  ...placementTextMembers(),
  warnings: textWarningsMember(),
});
export type PlanetInSignInterpretation = Static<typeof PlanetInSignInterpretation>;

export const PlanetInHouseInterpretation = closedObject('Interpretation of a planet in a house.', {
  body: planetMember(),
  house: houseNumber('The house.'),
  ...placementTextMembers(),
  warnings: textWarningsMember(),
});
export type PlanetInHouseInterpretation = Static<typeof PlanetInHouseInterpretation>;

/**
 * The points with aspect interpretations: Sun–Pluto, Chiron, the North Node (true or mean, read alike), and the
 * Ascendant and Midheaven (the spec's `body1`/`body2` are strings; the angles are named as in a natal chart).
 */
export const ASPECT_POINTS = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto',
  'Chiron', 'NorthNode', 'NorthNodeMean', 'Ascendant', 'Midheaven',
] as const;
/** A point with aspect interpretations. */
export type AspectPoint = (typeof ASPECT_POINTS)[number];

export const AspectInterpretationDetailed = closedObject('Interpretation of an aspect between two bodies.', {
  body1: oneOf(ASPECT_POINTS, 'First body or angle.'),
  body2: oneOf(ASPECT_POINTS, 'Second body or angle.'),
  aspect: oneOf(ASPECT_TYPES, 'The aspect.'),
  ...interpretationTextMembers(),
  warnings: textWarningsMember(),
});
export type AspectInterpretationDetailed = Static<typeof AspectInterpretationDetailed>;

export const HouseMeaning = closedObject('Meaning of a house.', {
  house: houseNumber('The house.'),
  name: text('Traditional name of the house.'),
  keywords: textList('Keywords.'),
  description: text('Meaning in words.'),
  rulingSign: oneOf(SIGNS, 'Natural sign of the house (Aries for the 1st).'),
  rulingPlanet: oneOf(BODIES, 'Ruler of the natural sign.'),
  warnings: textWarningsMember(),
});
export type HouseMeaning = Static<typeof HouseMeaning>;

export const SabianSymbol = closedObject('The Sabian symbol of a zodiac degree.', {
  sign: oneOf(SIGNS, 'The sign.'),
  degree: integerIn(1, 30, 'Degree of the symbol, counted from 1 (the symbol of 0°00′–0°59′ is degree 1).'),
  symbol: text('The symbol’s image.'),
  keynote: text('Keynote.'),
  warnings: textWarningsMember(),
});
export type SabianSymbol = Static<typeof SabianSymbol>;

/** The locales of the interpretation text (`src/text/<locale>/`). */
export const LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de'] as const;
/** A locale of the interpretation text. */
export type Locale = (typeof LOCALES)[number];

/**
 * @summary The optional `locale` of a query whose record carries text in words (issue 31): the language of that text,
 * default en; what a language has not translated yet reads English, and the record says so in `warnings`.
 */
export const localeMember = () => Type.Optional(oneOf(LOCALES, 'Language of the text; default en.'));

/** `houseMeaning`: which house, in which language. */
export const HouseMeaningQuery = closedObject('Which house to describe, in which language.', {
  house: houseNumber('The house, 1–12.'),
  locale: localeMember(),
  rulers: rulersMember('The natural sign’s ruler (rulingPlanet)'),
});
export type HouseMeaningQuery = Static<typeof HouseMeaningQuery>;

/** `signDescription`: which sign, in which language. */
export const SignDescriptionQuery = closedObject('Which sign to describe, in which language.', {
  sign: oneOf(SIGNS, 'The sign.'),
  locale: localeMember(),
});
export type SignDescriptionQuery = Static<typeof SignDescriptionQuery>;

/**
 * The bodies with interpretation text: Sun–Pluto, Chiron, the North Node (true and mean read alike) and Lilith
 * (the mean apogee's text, which the osculating Lilith shares).
 */
export const INTERPRETED_BODIES = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto',
  'Chiron', 'NorthNode', 'NorthNodeMean', 'LilithMean', 'LilithTrue',
] as const;
/** A body with interpretation text. */
export type InterpretedBody = (typeof INTERPRETED_BODIES)[number];

/** `planetInSign`: which body in which sign, in which language. */
export const PlanetInSignQuery = closedObject('Which placement of a body in a sign to interpret, in which language.', {
  body: oneOf(INTERPRETED_BODIES, 'The body: Sun–Pluto, Chiron, the North Node (true or mean) or Lilith (mean or true).'),
  sign: oneOf(SIGNS, 'The sign.'),
  locale: localeMember(),
});
export type PlanetInSignQuery = Static<typeof PlanetInSignQuery>;

/** `planetInHouse`: which body in which house, in which language. */
export const PlanetInHouseQuery = closedObject('Which placement of a body in a house to interpret, in which language.', {
  body: oneOf(INTERPRETED_BODIES, 'The body: Sun–Pluto, Chiron, the North Node (true or mean) or Lilith (mean or true).'),
  house: houseNumber('The house, 1–12.'),
  locale: localeMember(),
});
export type PlanetInHouseQuery = Static<typeof PlanetInHouseQuery>;

/** `degreeSymbol`: the degree of a longitude, or a sign and a degree 1–30, in which language. */
export const DegreeSymbolQuery = closedObject('Which degree’s symbol: a longitude, or a sign and a degree 1–30.', {
  longitude: Type.Optional(longitudeDeg('Ecliptic longitude; its degree is the one it falls in (0°00′–0°59′ Aries is Aries 1).')),
  sign: Type.Optional(oneOf(SIGNS, 'The sign (with degree).')),
  degree: Type.Optional(integerIn(1, 30, 'Degree of the sign, counted from 1 (with sign).')),
  locale: localeMember(),
});
export type DegreeSymbolQuery = Static<typeof DegreeSymbolQuery>;

/** `aspectInterpretation`: which pair in which aspect, in which language. */
export const AspectInterpretationQuery = closedObject('Which aspect between two points to interpret, in which language.', {
  body1: oneOf(ASPECT_POINTS, 'First body or angle.'),
  body2: oneOf(ASPECT_POINTS, 'Second body or angle (not the same point; the Ascendant–Midheaven pair has no entry).'),
  aspect: oneOf(ASPECT_TYPES, 'The aspect (the five majors have their own text for each pair; a minor one the pair’s own text between two of the ten planets, else its quality joined with the pair’s themes).'),
  locale: localeMember(),
});
export type AspectInterpretationQuery = Static<typeof AspectInterpretationQuery>;
