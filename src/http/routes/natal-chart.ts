import { natalChart } from '../../records/natal-chart.js';
import { NatalChartRequest, NatalChartResponse } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';
import { localizeTop } from './localize-wheel.js';

/** `POST /natal-chart`: the natal chart of a birth (NatalChartRequest → NatalChartResponse, records `natalChart`). */
export const NATAL_CHART_ROUTE = defineBodyRoute<NatalChartRequest>({
  url: '/natal-chart',
  tag: 'Natal Chart',
  summary: 'Natal chart of a birth',
  description:
    'Positions, aspects, balances and (with birthTime) houses, angles and the chart techniques of a birth. birthTime is local wall-clock time at the birth place, in `timezone` when given, else in the zone found from the coordinates; without birthTime the chart is cast for local noon and housesAvailable is false.',
  body: NatalChartRequest,
  response: NatalChartResponse,
  example: EXAMPLE_BIRTH,
  cost: lightCost,
  // `?lang=` / Accept-Language: the language of `warnings` only (the natal chart has no interpretation text to switch on).
  localize: localizeTop,
  compute: (request) => natalChart(request),
});
