import { lots } from '../../records/lots.js';
import { Lots, LotsRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';
import { localizeTop } from './localize-wheel.js';

/** `POST /lots`: catalogue lots and lots of the caller's formulas (records `lots`, docs/lots.md). */
export const LOTS_CATALOGUE_ROUTE = defineBodyRoute<LotsRequest>({
  url: '/lots',
  tag: 'Traditional',
  summary: 'Lots of a birth: the catalogue (Paulus, al-Biruni) and formulas of your own',
  description:
    'Catalogue lots by `ids` (default: the whole catalogue, docs/lots.md) and lots of your own `formulas` such as `{"name":"Mine","formula":"Asc + Venus - Saturn","reverseAtNight":true}`, each with the formula used for the chart’s sect. `locale` (or `?lang=`, Accept-Language) names the catalogue lots in one of the ten label languages; `id` stays the key.',
  body: LotsRequest,
  response: Lots,
  example: `{"birth":${EXAMPLE_BIRTH},"ids":["fortune","marriage-of-men-valens"],"formulas":[{"name":"Mine","formula":"Asc + Venus - Saturn","reverseAtNight":true}]}`,
  cost: lightCost,
  compute: (request) => lots(request),
  localize: localizeTop,
});
