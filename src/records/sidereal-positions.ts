import { positionsIn, siderealFrameAt } from '../vedic/sidereal-positions.js';
import { SiderealOptions, type VedicPlanetPosition } from '../schemas/index.js';
import { instant, type TimeInput } from '../time/index.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary Tropical and sidereal positions of the nine grahas (Sun … Saturn, Rahu, Ketu) at an instant, each with its
 * sidereal sign, sign index and nakshatra (`positionsIn`).
 *
 * Tropical longitudes are apparent and geocentric on the true ecliptic and equinox of date (`bodyPosition`);
 * sidereal = tropical − TRUE ayanamsa (nutation included on both sides, so the sidereal longitude is free of
 * nutation). Rahu is the mean node by default (`node: 'true'` for the osculating node); Ketu = Rahu + 180°.
 *
 * Errors: INVALID_ARGUMENT for an unknown ayanamsa or node kind or a malformed time; OUT_OF_RANGE outside
 * −3000..+3000.
 * @example siderealPositions('2000-01-01T12:00:00Z')[0] // { planet: 'Sun', siderealLongitude: ≈ 256.5, sign: 'Sagittarius', … }
 */
export function siderealPositions(at: TimeInput, options: SiderealOptions = {}): VedicPlanetPosition[] {
  refuseExtraArguments(arguments.length, 2, 'siderealPositions(at, options?)', "siderealPositions('2000-01-01T12:00:00Z')");
  const when = instant(at);
  const o = parse(SiderealOptions, options, 'options');
  return positionsIn(siderealFrameAt(when, o.ayanamsa ?? 'Lahiri', o.node ?? 'mean'));
}
