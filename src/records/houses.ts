import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { housesAt } from '../houses/houses.js';
import { HousesRequest } from '../schemas/houses.js';
import type { Houses } from '../schemas/index.js';
import { instant } from '../time/instant.js';
import { shiftedHouses } from '../charts/builders/zodiac-shift.js';
import { parse } from './parse.js';
import { zodiacChoice, zodiacEcho, zodiacShift } from './zodiac-choice.js';
import { timeAsText, type WithTimeInputs } from './time-members.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary House cusps, Ascendant, MC, ARMC, Vertex and East Point of a place at an instant (the `Houses` record).
 *
 * ARMC = local APPARENT sidereal time as an angle (IAU 2006/2000B, `localSiderealTime`); obliquity = TRUE
 * obliquity of date (`trueObliquity`); all longitudes tropical, true ecliptic and equinox of date, in [0, 360) —
 * or, with `zodiac: 'sidereal'` (or an `ayanamsa`, default Lahiri), sidereal: cusps, Ascendant, MC, Vertex and
 * East Point minus the true ayanamsa at `at` (the ARMC, an equatorial angle, is unchanged), the record saying
 * `zodiac` and `ayanamsa` (docs/zodiac.md "Sidereal everywhere"). INVALID_ARGUMENT naming `ayanamsa` when
 * `zodiac` is `'tropical'` and an ayanamsa is given.
 * Where the requested system is undefined (Placidus and Koch inside the polar circles, …) the Porphyry cusps are
 * returned with `systemUsed: 'Porphyry'` and a warning (docs/houses.md, "Polar policy"). `system` is one of the 25
 * of `ALL_HOUSE_SYSTEMS`; the Sunshine systems use the Sun's apparent declination at `at`; `'Gauquelin'` gives the
 * 36 sector cusps (`house` 1..36, sector 1 = Ascendant, numbered clockwise; place bodies with `sectorOf`).
 * Errors (from `HousesRequest`): OUT_OF_RANGE for a latitude outside −90..90 or a longitude outside −180..180,
 * INVALID_ARGUMENT for an unknown system, a bad `at` (named `at`), MISSING_ARGUMENT without a request. An ISO `at`
 * before 1582-10-15 is a Julian-calendar date unless `calendar: 'gregorian'`.
 * @example
 * const h = houses({ at: '2007-11-05T19:24:17Z', latitude: 18.471404, longitude: 113.40842 });
 * h.cusps[0].cusp.sign // 'Virgo' (Ascendant 29°10′ Virgo)
 */
export function houses(input: WithTimeInputs<HousesRequest, 'at'>): Houses {
  refuseExtraArguments(arguments.length, 1, 'houses(input)', "houses({ at: '2007-11-05T19:24:17Z', latitude: 18.471404, longitude: 113.40842 })");
  if (input === null || typeof input !== 'object') {
    throw new UraniaError('MISSING_ARGUMENT', 'houses() needs { at, latitude, longitude, system? }', {
      wording: wording('housesNeeds', { field: 'input', shape: '{ at, latitude, longitude, system? }' }),
      field: 'input',
      received: input,
      allowed: '{ at, latitude -90..90, longitude -180..180, system? }',
    });
  }
  const r = parse(HousesRequest, { ...input, at: timeAsText(input.at) });
  const at = instant(input.at, { field: 'at', ...(r.calendar === undefined ? {} : { calendar: r.calendar }) });
  const zodiac = zodiacChoice(r);
  const h = shiftedHouses(housesAt(at, r.latitude, r.longitude, r.system ?? 'Placidus', r.locale ?? 'en'), zodiacShift(zodiac, at.jdTt));
  return { ...h, ...zodiacEcho(zodiac, at.jdTt) };
}
