import type { CuspResult, HouseFrame } from './house-frame.js';
import { parallelDivisionCusps } from './parallel-division.js';
import { warningNote } from '../i18n/warning-words.js';

/**
 * @summary Sunshine houses (Bob Makransky, "Primary Directions", 1988; "Introducing the Sunshine House System"): the
 * Sun's diurnal circle of the day is divided into six equal parts (in time) above the horizon and six below, and the
 * house circles are the great circles through the north and south points of the horizon and the division points.
 * Cusp 1 = Ascendant, cusp 10 = MC. The houses trace the Sun's actual day and night: the Sun crosses a cusp every
 * one sixth of its day arc or night arc. Construction: parallelDivisionCusps with the Sun's apparent declination,
 * i.e. the exact solution (Treindl's); Makransky's own tabulated solution (reference system "i") agrees with it
 * wherever its houses do not overlap (144 of the 150 reference cases; docs/houses.md).
 *
 * Undefined when the frame carries no Sun declination, and where the Sun neither rises nor sets that day (polar day
 * or night, |tan φ tan δ☉| > 1).
 * @example sunshineCusps({ ...frame, sunDeclination: 12.3 }).cusps[9] // frame.midheaven
 */
export function sunshineCusps(frame: HouseFrame): CuspResult {
  return sunDiurnalDivision(frame, 'Sunshine');
}

/**
 * @summary The Sun-parallel division shared by both Sunshine variants (docs/houses.md on how they differ), with
 * the reasons it can be undefined (no Sun declination given; polar day or night).
 */
export function sunDiurnalDivision(frame: HouseFrame, name: string): CuspResult {
  const dec = frame.sunDeclination;
  if (dec === undefined || !Number.isFinite(dec)) {
    return { ok: false, reason: warningNote('sunDeclinationMissing', { system: name }) };
  }
  const cusps = parallelDivisionCusps(frame, dec);
  return cusps === null
    ? { ok: false, reason: warningNote('sunNeverRises', { system: name }) }
    : { ok: true, cusps };
}
