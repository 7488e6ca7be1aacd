import { decanAt, type Decan } from '../zodiac/decan-at.js';
import { requireLongitude } from '../zodiac/signs.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The decan (face) of an ecliptic longitude, with its Chaldean lord and its triplicity lord.
 * Chaldean faces and the triplicity decans of Varahamihira, Brihat Jataka ch. 1 (see `decanAt`). Any finite degrees, wrapped;
 * INVALID_ARGUMENT naming `longitude` otherwise. The numeric core, for callers with valid input, is `decanAt`.
 * @example decanOf(135) // Leo decan 2: chaldeanRuler 'Jupiter', triplicityRuler 'Jupiter' (Sagittarius)
 */
export function decanOf(longitude: number): Decan {
  refuseExtraArguments(arguments.length, 1, 'decanOf(longitude)', 'decanOf(135)');
  return decanAt(requireLongitude(longitude));
}
