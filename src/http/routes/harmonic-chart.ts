import { harmonicChart } from '../../records/harmonic-chart.js';
import { HarmonicChart, HarmonicChartRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /harmonic-chart`: the nth harmonic chart of a birth (records `harmonicChart`, docs/derived-charts.md). */
export const HARMONIC_CHART_ROUTE = defineBodyRoute<HarmonicChartRequest>({
  url: '/harmonic-chart',
  tag: 'Chart Techniques',
  summary: 'Harmonic chart (1–180) of a birth',
  description:
    'Every natal longitude multiplied by the harmonic n (mod 360; Addey, Harmonics in Astrology, 1976), the harmonic Ascendant and MC with a birth time, and the aspects among the harmonic longitudes. Harmonic 1 is the natal chart.',
  body: HarmonicChartRequest,
  response: HarmonicChart,
  example: `{"birth":${EXAMPLE_BIRTH},"harmonic":5}`,
  cost: lightCost,
  compute: (request) => harmonicChart(request),
});
