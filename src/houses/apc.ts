import { declinationOfLongitude } from './cusp-geometry.js';
import type { CuspResult, HouseFrame } from './house-frame.js';
import { parallelDivisionCusps } from './parallel-division.js';
import { warningNote } from '../i18n/warning-words.js';

/**
 * @summary APC houses ("Ascendant Parallel Circle", L. Knegt; the house system of the Dutch Werkgemeenschap van
 * Astrologen, the "Ram school", since 1947): the diurnal circle of the Ascendant degree (its parallel of declination)
 * is divided into six equal parts above the horizon and six below, and the house circles are the great circles
 * ("planes of oblique ascension") through the north and south points of the horizon and the division points; cusps
 * are where they meet the ecliptic. Cusp 1 = Ascendant, cusp 10 = MC. Construction as described by I. de Boer,
 * "APC Houses" (ingmardeboer.nl), re-derived with vectors in parallelDivisionCusps. Defined wherever the Ascendant's
 * parallel crosses the horizon, which it always does (the Ascendant lies on the horizon).
 * @example apcCusps(frame).cusps[0] // frame.ascendant
 */
export function apcCusps(frame: HouseFrame): CuspResult {
  const cusps = parallelDivisionCusps(frame, declinationOfLongitude(frame.ascendant, frame.obliquity));
  return cusps === null
    ? { ok: false, reason: warningNote('apcUndefined') }
    : { ok: true, cusps };
}
