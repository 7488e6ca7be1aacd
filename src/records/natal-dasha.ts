import { DashaRequest, type DashaPeriod } from '../schemas/index.js';
import { birthMoment } from './birth-moment.js';
import { parseBirthRequest } from './parse-birth-request.js';
import { vimshottariDasha } from './vimshottari-dasha.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The Vimshottari dasha periods of a birth (`vimshottariDasha` at the birth instant): the nine mahadashas
 * from the sidereal Moon's nakshatra (ayanamsa default Lahiri), nested to `levels` (1 to 3, default 2).
 * Errors: `UraniaError` naming the member (`birth.birthDate`, …, `levels`, `ayanamsa`).
 * @example natalDasha({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } }).length // 9
 */
export function natalDasha(request: DashaRequest): DashaPeriod[] {
  refuseExtraArguments(arguments.length, 1, 'natalDasha(request)', "natalDasha({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(DashaRequest, request);
  return vimshottariDasha({
    birth: birthMoment(r.birth, 'birth').birth.at,
    ...(r.levels === undefined ? {} : { levels: r.levels }),
    ...(r.ayanamsa === undefined ? {} : { ayanamsa: r.ayanamsa }),
  });
}
