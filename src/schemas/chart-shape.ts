import { Type, type Static } from 'typebox';
import { BODIES } from './enums.js';
import { oneOf, text } from './fields.js';
import { CHART_SHAPES } from './record-enums.js';
import { closedObject } from './closed-object.js';

/** Spec "Natal and related records": ChartShape (`POST /chart-shape` takes a NatalChartRequest). */

export const ChartShape = closedObject('Overall distribution pattern of the planets (Marc Edmund Jones).', {
  shape: oneOf(CHART_SHAPES, 'Jones chart shape.'),
  description: text('The shape in words.'),
  leadingPlanet: Type.Optional(oneOf(BODIES, 'Leading planet of the shape, where the shape has one.')),
});
export type ChartShape = Static<typeof ChartShape>;
