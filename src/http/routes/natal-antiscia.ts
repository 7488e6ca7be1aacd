import { natalAntiscia } from '../../records/natal-antiscia.js';
import { AntisciaRequest, AntisciaResponse } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /traditional/antiscia`: antiscia of the natal bodies and the connections they make (records `natalAntiscia`). */
export const ANTISCIA_ROUTE = defineBodyRoute<AntisciaRequest>({
  url: '/traditional/antiscia',
  tag: 'Traditional',
  summary: 'Antiscia of a birth',
  description:
    'Antiscion (mirror across Cancer–Capricorn) and contra-antiscion (across Aries–Libra) of the ten planets, Chiron and the true North Node, and the pairs where a body stands on another’s (contra-)antiscion within `orb` (default 1°). The birth time is optional (noon without it). With `zodiac: \'sidereal\'` (or an `ayanamsa`) the bodies are sidereal and mirrored across the sidereal solstitial and equinoctial axes; the record says `zodiac` and `ayanamsa`.',
  body: AntisciaRequest,
  response: AntisciaResponse,
  example: `{"birth":${EXAMPLE_BIRTH}}`,
  cost: lightCost,
  compute: (r) => natalAntiscia(r),
});
