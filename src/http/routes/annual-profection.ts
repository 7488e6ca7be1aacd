import { annualProfection } from '../../records/index.js';
import { Profection, ProfectionRequest } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';

const TIMED_BIRTH = '{"birthDate":"1990-07-15","birthTime":"14:30","latitude":40.7128,"longitude":-74.006}';

/** `POST /traditional/profection`: the annual profection at an instant (records `annualProfection`). */
export const PROFECTION_ROUTE = defineRoute<ProfectionRequest, ProfectionRequest & Record<string, unknown>>({
  method: 'POST',
  url: '/traditional/profection',
  tag: 'Traditional',
  summary: 'Annual profection of a birth at a date',
  description: 'Completed years of age at `at`, the activated house and sign (whole signs from the Ascendant) and the lord of the year.',
  body: ProfectionRequest,
  response: Profection,
  example: `{"birth":${TIMED_BIRTH},"at":"2024-07-15"}`,
  compute: (r) => annualProfection(r),
});
