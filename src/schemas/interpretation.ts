import { Type, type Static } from 'typebox';
import { ASPECT_TYPES, BODIES, SIGNS } from './enums.js';
import { houseNumber, integerIn, oneOf, text, textList } from './fields.js';

/** Spec "Natal and related records": interpretation records (text lookups). */

export const PlanetInSignInterpretation = Type.Object(
  {
    body: oneOf(BODIES, 'The planet.'),
    sign: oneOf(SIGNS, 'The sign.'),
    summary: text('One-line summary.'),
    description: text('Interpretation in words.'),
    keywords: textList('Keywords.'),
    strengths: textList('Strengths of the placement.'),
    challenges: textList('Challenges of the placement.'),
  },
  { additionalProperties: false, description: 'Interpretation of a planet in a sign.' },
);
export type PlanetInSignInterpretation = Static<typeof PlanetInSignInterpretation>;

export const PlanetInHouseInterpretation = Type.Object(
  {
    body: oneOf(BODIES, 'The planet.'),
    house: houseNumber('The house.'),
    summary: text('One-line summary.'),
    description: text('Interpretation in words.'),
    keywords: textList('Keywords.'),
    strengths: textList('Strengths of the placement.'),
    challenges: textList('Challenges of the placement.'),
  },
  { additionalProperties: false, description: 'Interpretation of a planet in a house.' },
);
export type PlanetInHouseInterpretation = Static<typeof PlanetInHouseInterpretation>;

export const AspectInterpretationDetailed = Type.Object(
  {
    body1: oneOf(BODIES, 'First body.'),
    body2: oneOf(BODIES, 'Second body.'),
    aspect: oneOf(ASPECT_TYPES, 'The aspect.'),
    summary: text('One-line summary.'),
    description: text('Interpretation in words.'),
    keywords: textList('Keywords.'),
  },
  { additionalProperties: false, description: 'Interpretation of an aspect between two bodies.' },
);
export type AspectInterpretationDetailed = Static<typeof AspectInterpretationDetailed>;

export const HouseMeaning = Type.Object(
  {
    house: houseNumber('The house.'),
    name: text('Traditional name of the house.'),
    keywords: textList('Keywords.'),
    description: text('Meaning in words.'),
    rulingSign: oneOf(SIGNS, 'Natural sign of the house (Aries for the 1st).'),
    rulingPlanet: oneOf(BODIES, 'Ruler of the natural sign.'),
  },
  { additionalProperties: false, description: 'Meaning of a house.' },
);
export type HouseMeaning = Static<typeof HouseMeaning>;

export const SabianSymbol = Type.Object(
  {
    sign: oneOf(SIGNS, 'The sign.'),
    degree: integerIn(1, 30, 'Degree of the symbol, counted from 1 (the symbol of 0°00′–0°59′ is degree 1).'),
    symbol: text('The symbol’s image.'),
    keynote: text('Keynote.'),
  },
  { additionalProperties: false, description: 'The Sabian symbol of a zodiac degree.' },
);
export type SabianSymbol = Static<typeof SabianSymbol>;

