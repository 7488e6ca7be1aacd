import { agesOfLife } from '../../records/ages-of-life.js';
import { AgesOfLife, AgesOfLifeRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /traditional/ages-of-life`: Ptolemy's seven ages of life of a birth (records `agesOfLife`). */
export const AGES_OF_LIFE_ROUTE = defineBodyRoute<AgesOfLifeRequest>({
  url: '/traditional/ages-of-life',
  tag: 'Traditional',
  summary: 'Ages of life of a birth',
  description: "Ptolemy's seven ages of life and their planets (Tetrabiblos IV.10) with their dates; no birth time needed.",
  body: AgesOfLifeRequest,
  response: AgesOfLife,
  example: `{"birth":${EXAMPLE_BIRTH}}`,
  cost: lightCost,
  compute: (r) => agesOfLife(r),
});
