import { UraniaError } from '../errors/urania-error.js';
import { housesAt } from '../houses/houses.js';
import { HousesRequest } from '../schemas/houses.js';
import type { Houses } from '../schemas/index.js';
import { instant } from '../time/instant.js';
import { parse } from './parse.js';
import { timeAsText, type WithTimeInputs } from './time-members.js';

/**
 * @summary House cusps, Ascendant, MC, ARMC, Vertex and East Point of a place at an instant (the `Houses` record).
 *
 * ARMC = local APPARENT sidereal time as an angle (IAU 2006/2000B, `localSiderealTime`); obliquity = TRUE
 * obliquity of date (`trueObliquity`); all longitudes tropical, true ecliptic and equinox of date, in [0, 360).
 * Where the requested system is undefined (Placidus and Koch inside the polar circles, …) the Porphyry cusps are
 * returned with `systemUsed: 'Porphyry'` and a warning (docs/houses.md, "Polar policy").
 * Errors (from `HousesRequest`): OUT_OF_RANGE for a latitude outside −90..90 or a longitude outside −180..180,
 * INVALID_ARGUMENT for an unknown system, a bad `at` (named `at`), MISSING_ARGUMENT without a request.
 * @example
 * const h = houses({ at: '2007-11-05T19:24:17Z', latitude: 18.471404, longitude: 113.40842 });
 * h.cusps[0].cusp.sign // 'Virgo' (Ascendant 29°10′ Virgo)
 */
export function houses(input: WithTimeInputs<HousesRequest, 'at'>): Houses {
  if (input === null || typeof input !== 'object') {
    throw new UraniaError('MISSING_ARGUMENT', 'houses() needs { at, latitude, longitude, system? }', {
      field: 'input',
      received: input,
      allowed: '{ at, latitude -90..90, longitude -180..180, system? }',
    });
  }
  const r = parse(HousesRequest, { ...input, at: timeAsText(input.at) });
  return housesAt(instant(input.at, 'at'), r.latitude, r.longitude, r.system ?? 'Placidus');
}
