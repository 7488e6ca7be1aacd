import { indianChart } from '../../indian-chart/index.js';
import { IndianChart, IndianChartRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';
import { localizeTop } from './localize-wheel.js';

/** `POST /indian-chart`: a birth's chart or divisional chart drawn North, South or East Indian, as SVG (PNG by Accept; `indianChart`). */
export const INDIAN_CHART_ROUTE = defineBodyRoute<IndianChartRequest>({
  url: '/indian-chart',
  tag: 'Vedic',
  summary: 'Indian chart drawing, North, South or East (SVG or PNG)',
  description:
    'The birth chart (D1) or any divisional chart drawn as a North Indian (houses fixed), South Indian or East Indian (signs fixed) chart (docs/indian-charts.md): `style`, `division`, `method`, `conventions`, `degrees`, a transit overlay `transitAt`, `size`, `theme`, `title`, `idPrefix`. Answers image/svg+xml; `Accept: image/png` gives PNG (406 when the server cannot render PNG).',
  body: IndianChartRequest,
  response: IndianChart,
  mediaType: 'image/svg+xml',
  example: `{"birth":${EXAMPLE_BIRTH},"style":"south","division":9}`,
  cost: lightCost,
  compute: (request) => indianChart(request),
  localize: localizeTop,
});
