import { natalChart } from '../../records/natal-chart.js';
import { quadrantEmphasis } from '../../records/quadrant-emphasis.js';
import { QuadrantEmphasisRequest, QuadrantEmphasis } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /quadrant-emphasis`: the quadrant emphasis of a birth's natal chart (records `natalChart`, then `quadrantEmphasis`). */
export const QUADRANT_EMPHASIS_ROUTE = defineBodyRoute<QuadrantEmphasisRequest>({
  url: '/quadrant-emphasis',
  tag: 'Natal Chart',
  summary: 'Quadrant emphasis of a natal chart',
  description:
    'Weight of the planets of the natal chart of a timed birth in each quadrant — northeast (ASC to IC), northwest, southwest, southeast (MC to ASC) — with the weights of the hemispheric emphasis, and the dominant quadrant. birthTime is required: the frame is the Ascendant and the MC. `zodiac` and `ayanamsa` are accepted and change nothing (the angles and the planets shift alike).',
  body: QuadrantEmphasisRequest,
  response: QuadrantEmphasis,
  example: EXAMPLE_BIRTH,
  cost: lightCost,
  compute: (request) => quadrantEmphasis(natalChart(request)),
});
