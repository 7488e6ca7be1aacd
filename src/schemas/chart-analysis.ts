import { Type, type Static } from 'typebox';
import { BODIES } from './enums.js';
import { houseNumber, nonNegative, oneOf, text } from './fields.js';
import { ASPECT_PATTERN_TYPES, CHART_SHAPES, HEMISPHERES, QUADRANTS } from './record-enums.js';

/** Spec "Natal and related records": patterns, shape, emphasis and joys of a chart. */

export const AspectPattern = Type.Object(
  {
    type: oneOf(ASPECT_PATTERN_TYPES, 'The configuration.'),
    bodies: Type.Array(oneOf(BODIES, 'A body in the configuration.'), {
      minItems: 3, description: 'Bodies forming the configuration (three or more).',
    }),
    description: text('The configuration in words.'),
  },
  { additionalProperties: false, description: 'An aspect configuration (grand trine, T-square, …).' },
);
export type AspectPattern = Static<typeof AspectPattern>;

export const ChartShape = Type.Object(
  {
    shape: oneOf(CHART_SHAPES, 'Jones chart shape.'),
    description: text('The shape in words.'),
    leadingPlanet: Type.Optional(oneOf(BODIES, 'Leading planet of the shape, where the shape has one.')),
  },
  { additionalProperties: false, description: 'Overall distribution pattern of the planets (Marc Edmund Jones).' },
);
export type ChartShape = Static<typeof ChartShape>;

export const HemisphericEmphasis = Type.Object(
  {
    north: nonNegative('Weight below the horizon (houses 1–6).'),
    south: nonNegative('Weight above the horizon (houses 7–12).'),
    east: nonNegative('Weight on the eastern side (houses 10–3).'),
    west: nonNegative('Weight on the western side (houses 4–9).'),
    dominant: oneOf(HEMISPHERES, 'Hemisphere with the largest weight (ties: first in the order north, south, east, west).'),
  },
  { additionalProperties: false, description: 'Distribution of the planets over the four hemispheres.' },
);
export type HemisphericEmphasis = Static<typeof HemisphericEmphasis>;

export const QuadrantEmphasis = Type.Object(
  {
    northeast: nonNegative('Weight in the first quadrant (houses 1–3).'),
    northwest: nonNegative('Weight in the second quadrant (houses 4–6).'),
    southwest: nonNegative('Weight in the third quadrant (houses 7–9).'),
    southeast: nonNegative('Weight in the fourth quadrant (houses 10–12).'),
    dominant: oneOf(QUADRANTS, 'Quadrant with the largest weight (ties: first in the order northeast, northwest, southeast, southwest).'),
  },
  { additionalProperties: false, description: 'Distribution of the planets over the four quadrants.' },
);
export type QuadrantEmphasis = Static<typeof QuadrantEmphasis>;

export const PlanetaryJoy = Type.Object(
  {
    planet: oneOf(BODIES, 'The planet.'),
    joyHouse: houseNumber('House in which the planet rejoices.'),
    description: text('The joy in words.'),
  },
  { additionalProperties: false, description: 'A planet placed in the house of its joy.' },
);
export type PlanetaryJoy = Static<typeof PlanetaryJoy>;
