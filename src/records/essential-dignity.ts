import { requireOneOf } from './request-checks.js';
import { BODIES, type Body } from '../schemas/index.js';
import { dignitiesAt, type EssentialDignity } from '../zodiac/essential-dignity.js';
import { requireLongitude } from '../zodiac/signs.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The essential dignities a body holds at a longitude, with Lilly's score.
 *
 * Rules (docs/zodiac.md): for the seven classical planets, domicile and detriment by Ptolemy's rulerships,
 * exaltation and fall by sign (Tetrabiblos I.19), triplicity only for the lord of the chart's sect (Dorothean
 * lords; the participating lord is not scored, as in Lilly), Egyptian terms, Chaldean faces; a classical
 * planet with none of domicile, exaltation, triplicity, term or face is peregrine (−5), whatever its
 * debilities. Uranus, Neptune and Pluto take only modern domicile (+5) and detriment (−5) and are never
 * peregrine. Every other body (nodes, Lilith, asteroids, points) holds nothing: `dignities` empty, score 0.
 * Errors: INVALID_ARGUMENT naming `body` (unknown) or `longitude` (not finite). The numeric core, for callers with
 * valid input, is `dignitiesAt` (src/zodiac/essential-dignity.ts).
 * @example
 * essentialDignity('Sun', 19, true).dignities // ['exaltation', 'triplicity', 'face']  (19° Aries, day)
 */
export function essentialDignity(body: Body, longitude: number, isDayChart: boolean): EssentialDignity {
  refuseExtraArguments(arguments.length, 3, 'essentialDignity(body, longitude, isDayChart)', "essentialDignity('Sun', 19, true)");
  requireOneOf(body, 'body', BODIES);
  return dignitiesAt(body, requireLongitude(longitude), isDayChart);
}
