import { Type } from 'typebox';
import { eclipseNatalImpact } from '../../records/eclipse-natal-impact.js';
import { EclipseNatalImpact, EclipseNatalImpactRequest } from '../../schemas/index.js';
import { RANGE_ALIASES } from '../parameter-aliases.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /eclipse-impact`: the eclipses of a range and the natal bodies they touch (records `eclipseNatalImpact`). */
export const ECLIPSE_IMPACT_ROUTE = defineBodyRoute<EclipseNatalImpactRequest>({
  url: '/eclipse-impact',
  tag: 'Chart Techniques',
  summary: 'Eclipses of a range on a natal chart',
  description:
    'Every solar and lunar eclipse from `from` to `to` (at most 401 years) with the natal bodies within its bands: conjunction 1°/3°/5° high/moderate/low, opposition one band lower. With `zodiac: \'sidereal\'` (or an `ayanamsa`) each eclipse degree is minus the ayanamsa at the eclipse and the natal bodies minus that at birth (the record, all of whose members the spec requires, has no zodiac member).',
  body: EclipseNatalImpactRequest,
  response: Type.Array(EclipseNatalImpact, { description: 'The eclipses in time order.' }),
  parameterAliases: RANGE_ALIASES,
  example: `{"birth":${EXAMPLE_BIRTH},"from":"2024-01-01","to":"2025-01-01"}`,
  cost: lightCost,
  compute: (request) => eclipseNatalImpact(request),
});
