import { natalAntiscia } from '../../records/index.js';
import { AntisciaRequest, AntisciaResponse } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';

const TIMED_BIRTH = '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}';

/** `POST /traditional/antiscia`: antiscia of the natal bodies and the connections they make (records `natalAntiscia`). */
export const ANTISCIA_ROUTE = defineRoute<AntisciaRequest, AntisciaRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/traditional/antiscia',
  tag: 'Traditional',
  summary: 'Antiscia of a birth',
  description:
    'Antiscion (mirror across Cancer–Capricorn) and contra-antiscion (across Aries–Libra) of the ten planets, Chiron and the true North Node, and the pairs where a body stands on another’s (contra-)antiscion within `orb` (default 1°). The birth time is optional (noon without it).',
  body: AntisciaRequest,
  response: AntisciaResponse,
  example: `{"birth":${TIMED_BIRTH}}`,
  compute: (r) => natalAntiscia(r),
});
