import { Type, type Static } from 'typebox';
import { BODIES } from './enums.js';
import { oneOf, text } from './fields.js';
import { CHART_SHAPES } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { birthObject } from './birth-object.js';
import { localeMember } from './interpretation.js';
import { NatalChartRequest } from './natal-chart.js';
import { textWarningsMember } from './text-warnings-member.js';

/** Spec "Natal and related records": ChartShape, and the request of `POST /chart-shape` (a natal chart request and a locale). */

export const ChartShape = closedObject('Overall distribution pattern of the planets (Marc Edmund Jones).', {
  shape: oneOf(CHART_SHAPES, 'Jones chart shape.'),
  description: text('The shape in words.'),
  leadingPlanet: Type.Optional(oneOf(BODIES, 'Leading planet of the shape, where the shape has one.')),
  warnings: textWarningsMember(),
});
export type ChartShape = Static<typeof ChartShape>;

/** `POST /chart-shape`: the birth whose natal chart is read, and the language of the description (issue 31). */
export const ChartShapeRequest = birthObject('The birth whose chart shape is wanted, and the language of its description.', {
  ...NatalChartRequest.properties,
  locale: localeMember(),
});
export type ChartShapeRequest = Static<typeof ChartShapeRequest>;
