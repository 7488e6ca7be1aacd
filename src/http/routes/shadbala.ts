import { shadbala } from '../../records/shadbala.js';
import { Shadbala, ShadbalaRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /vedic/shadbala`: Shadbala and Bhava bala of a timed birth (records `shadbala`): one chart's positions, a sunrise by formula, arithmetic — light. */
export const SHADBALA_ROUTE = defineBodyRoute<ShadbalaRequest>({
  url: '/vedic/shadbala',
  tag: 'Vedic',
  summary: 'Shadbala of the seven grahas (six strengths and their parts, rupas, minimum, ishta/kashta) and Bhava bala',
  description:
    'BPHS ch. 27–28; B. V. Raman, Graha and Bhava Balas. Named options where the traditions differ (docs/vedic.md "Shadbala and Bhava bala").',
  body: ShadbalaRequest,
  response: Shadbala,
  example: `{"birth":${EXAMPLE_BIRTH}}`,
  cost: lightCost,
  compute: (r) => shadbala(r),
});
