import { natalChart } from '../../records/natal-chart.js';
import { hemisphericEmphasis } from '../../records/hemispheric-emphasis.js';
import { HemisphericEmphasisRequest, HemisphericEmphasis } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /hemispheric-emphasis`: the hemispheric emphasis of a birth's natal chart (records `natalChart`, then `hemisphericEmphasis`). */
export const HEMISPHERIC_EMPHASIS_ROUTE = defineBodyRoute<HemisphericEmphasisRequest>({
  url: '/hemispheric-emphasis',
  tag: 'Natal Chart',
  summary: 'Hemispheric emphasis of a natal chart',
  description:
    'Weight of the planets of the natal chart of a timed birth below (north) and above (south) the horizon and east and west of the meridian (luminaries 2, classical planets 1, outer planets 0.5), and the dominant hemisphere. birthTime is required: the frame is the Ascendant and the MC. `zodiac` and `ayanamsa` are accepted and change nothing (the angles and the planets shift alike).',
  body: HemisphericEmphasisRequest,
  response: HemisphericEmphasis,
  example: EXAMPLE_BIRTH,
  cost: lightCost,
  compute: (request) => hemisphericEmphasis(natalChart(request)),
});
