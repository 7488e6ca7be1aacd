import { lastSyzygyBefore } from '../events/prenatal-lunation.js';
import { PrenatalLunationRequest, type PrenatalLunation } from '../schemas/index.js';
import { instant, type Instant, type TimeInput } from '../time/instant.js';
import { signOf } from '../zodiac/signs.js';
import { birthMoment } from './birth-moment.js';
import { eventDateOfTt } from './event-range.js';
import { parseBirthRequest } from './parse-birth-request.js';

/** A birth request (`birthDate`, …) rather than an instant. */
function isBirthRequest(birth: TimeInput | PrenatalLunationRequest): birth is PrenatalLunationRequest {
  return typeof birth === 'object' && birth !== null && !(birth instanceof Date) && !('jdUt' in birth && 'jdTt' in birth);
}

/**
 * @summary The prenatal lunation: the last new or full Moon at or before the birth (Ptolemy, Tetrabiblos III.2),
 * its longitude the Moon's. The birth is an instant (ISO-8601 string with Z or an offset, Date, Instant) or a
 * birth request (`birthDate`, `birthTime` local wall-clock time — local noon when absent —, `latitude`,
 * `longitude`, `timezone`), the body of `POST /prenatal-lunation`.
 * @example prenatalLunation('2000-01-01T12:00:00Z') // { type: 'fullMoon', date: '1999-12-22T17:31:…Z', sign: 'Cancer', … }
 */
export function prenatalLunation(birth: TimeInput | PrenatalLunationRequest): PrenatalLunation {
  let at: Instant;
  if (isBirthRequest(birth)) at = birthMoment(parseBirthRequest(PrenatalLunationRequest, birth)).civil.instant;
  else at = instant(birth, 'birth');
  const s = lastSyzygyBefore(at.jdTt);
  return { type: s.type, date: eventDateOfTt(s.jdTt), longitude: s.moonLongitude, sign: signOf(s.moonLongitude) };
}
