import { kpChart } from '../../records/kp-chart.js';
import { KpChart, KpChartRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { fixedCost } from './range-cost.js';
import { localizeTop } from './localize-wheel.js';

/**
 * Cost of a KP chart: the positions and houses of one instant plus one day's sunrise search for the day lord,
 * 47 ms of a worker warm (tsx, this machine shared by eight sessions, mean of 20 births; docs/vedic.md "KP") — at the
 * Panchang's rate (0.15 s → 20 units), 6 units.
 */
const KP_CHART_COST_UNITS = 6;

/** `POST /kp-chart`: the Krishnamurti Paddhati chart of a timed birth (records `kpChart`, docs/vedic.md "KP"). */
export const KP_CHART_ROUTE = defineBodyRoute<KpChartRequest>({
  url: '/kp-chart',
  tag: 'Vedic',
  summary: 'Krishnamurti Paddhati (KP) chart of a birth',
  description:
    'Placidus cusps and the nine grahas, sidereal (conventions default kp: Krishnamurti ayanamsa, mean node), with their sign, star, sub and sub-sub lords (the cuspal sub-lords), each graha\'s house, the significators of the twelve houses at the four KP levels and the ruling planets of the instant (K. S. Krishnamurti\'s KP Readers; docs/vedic.md).',
  body: KpChartRequest,
  response: KpChart,
  example: `{"birth":${EXAMPLE_BIRTH}}`,
  cost: fixedCost(KP_CHART_COST_UNITS, 'birth'),
  localize: localizeTop,
  compute: (r) => kpChart(r),
});
