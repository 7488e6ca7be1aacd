import { Type, type Static } from 'typebox';
import { closedObject } from './closed-object.js';
import { ChartWheelOptions } from './chart-wheel.js';
import { HarmonicChartRequest } from './harmonic-chart.js';
import { DraconicChartRequest } from './draconic-chart.js';

/** The harmonic and draconic charts drawn as wheels (`POST /harmonic-chart/wheel`, `POST /draconic-chart/wheel`). */

export const HarmonicChartWheelRequest = closedObject('Request for a harmonic chart wheel (SVG or PNG).', {
  ...HarmonicChartRequest.properties,
  wheel: Type.Optional(ChartWheelOptions),
});
export type HarmonicChartWheelRequest = Static<typeof HarmonicChartWheelRequest>;

export const DraconicChartWheelRequest = closedObject('Request for a draconic chart wheel (SVG or PNG).', {
  ...DraconicChartRequest.properties,
  wheel: Type.Optional(ChartWheelOptions),
});
export type DraconicChartWheelRequest = Static<typeof DraconicChartWheelRequest>;
