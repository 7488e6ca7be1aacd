import type { Static } from 'typebox';
import { closedObject } from './closed-object.js';
import { relationshipChartMembers, relationshipChartRequestMembers } from './davison-chart.js';

/** The Marks chart (`marksChart`, `POST /marks-chart`; docs/derived-charts.md). */

export const MarksChartRequest = closedObject(
  'Request for a Marks chart: the chart of personA in the relationship with personB (swap them for the other partner’s).',
  relationshipChartRequestMembers(),
);
export type MarksChartRequest = Static<typeof MarksChartRequest>;

export const MarksChart = closedObject(
  'A Marks chart: a chart cast for the midpoint in time and place between personA’s birth and the Davison chart of the pair.',
  relationshipChartMembers(),
);
export type MarksChart = Static<typeof MarksChart>;
