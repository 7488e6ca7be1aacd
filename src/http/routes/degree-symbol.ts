import { degreeSymbol } from '../../records/degree-symbol.js';
import { DegreeSymbolQuery, SabianSymbol } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { lightCost } from './range-cost.js';
import { localizeText } from './localize-wheel.js';

/** `GET /degree-symbols`: Urania's own symbol of a zodiac degree (records `degreeSymbol`). */
export const DEGREE_SYMBOL_ROUTE = defineRoute<DegreeSymbolQuery>({
  method: 'GET',
  url: '/degree-symbols',
  tag: 'Interpretations',
  summary: 'Urania’s degree symbol of a zodiac degree',
  description:
    'Urania’s own image and keynote for a degree — not the Sabian symbols — in the spec’s SabianSymbol fields: give longitude (0°00′–0°59′ Aries is Aries 1), or sign and degree 1–30 (docs/interpretations.md).',
  querystring: DegreeSymbolQuery,
  response: SabianSymbol,
  example: 'sign=Aries&degree=1',
  cost: lightCost,
  localize: localizeText,
  compute: (q) => degreeSymbol(q),
});
