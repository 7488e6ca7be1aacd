import { ashtakootOf } from '../vedic/ashtakoot.js';
import { siderealMoon } from '../vedic/vimshottari-dasha.js';
import { AshtakootRequest, type AshtakootScore } from '../schemas/index.js';
import { birthMoment } from './birth-moment.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The ashtakoot (guna milan) score of two births (`ashtakoot`): the eight kootas (36 points) from their
 * sidereal Moons (true ayanamsa of `ayanamsa`, default Lahiri); personA takes the groom's side of the varna, vashya
 * and gana tables, personB the bride's. No dosha cancellation is applied. `variants` picks documented alternatives of
 * the varna, vashya, tara, yoni and gana tables (docs/vedic.md "Ashtakoot variants"); the default is unchanged.
 * Errors: `UraniaError` naming the member (`personA.birthDate`, `personB.latitude`, `ayanamsa`).
 * @example ashtakootScore({ personA: a, personB: b }).total // 0..36
 */
export function ashtakootScore(request: AshtakootRequest): AshtakootScore {
  refuseExtraArguments(arguments.length, 1, 'ashtakootScore(request)', 'ashtakootScore({ personA: a, personB: b })');
  const r = parseBirthRequest(AshtakootRequest, request);
  const system = r.ayanamsa ?? 'Lahiri';
  const moonA = siderealMoon(birthMoment(r.personA, 'personA').birth.at, system);
  const moonB = siderealMoon(birthMoment(r.personB, 'personB').birth.at, system);
  return ashtakootOf(moonA, moonB, r.variants ?? {});
}
