import { faceRulerAt } from '../zodiac/faces.js';
import type { TraditionalPlanet } from '../zodiac/traditional-planets.js';
import { requireLongitude } from '../zodiac/signs.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The Chaldean face lord of an ecliptic longitude.
 * Any finite degrees, wrapped; INVALID_ARGUMENT naming `longitude` otherwise. The numeric core, for callers with
 * valid input, is `faceRulerAt` (src/zodiac/faces.ts).
 * @example faceRuler(15) // 'Sun' (second face of Aries)
 */
export function faceRuler(longitude: number): TraditionalPlanet {
  refuseExtraArguments(arguments.length, 1, 'faceRuler(longitude)', 'faceRuler(15)');
  return faceRulerAt(requireLongitude(longitude));
}
