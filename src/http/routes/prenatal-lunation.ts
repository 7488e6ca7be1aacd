import { prenatalLunation } from '../../records/prenatal-lunation.js';
import { PrenatalLunation, PrenatalLunationRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /prenatal-lunation`: the last new or full Moon before a birth (records `prenatalLunation`). */
export const PRENATAL_LUNATION_ROUTE = defineBodyRoute<PrenatalLunationRequest>({
  url: '/prenatal-lunation',
  tag: 'Traditional',
  summary: 'Prenatal lunation (the last new or full Moon before birth)',
  description:
    'The last new or full Moon at or before the birth instant (Ptolemy, Tetrabiblos III.2): its type, instant (UT), and the Moon’s longitude and sign. birthTime is local wall-clock time at the birth place (timezone, or the zone of the coordinates); without it, local noon. With `zodiac: \'sidereal\'` (or an `ayanamsa`) the longitude is minus the ayanamsa at the lunation; the record says `zodiac` and `ayanamsa`.',
  body: PrenatalLunationRequest,
  response: PrenatalLunation,
  example: EXAMPLE_BIRTH,
  // The lunation search refuses an instant out of the span as `jd`: the client sent birthDate (issue 23 #9).
  fieldAliases: { jd: 'birthDate', jdUt: 'birthDate', jdTt: 'birthDate' },
  cost: lightCost,
  compute: (request) => prenatalLunation(request),
});
