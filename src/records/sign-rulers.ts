import { wording } from '../errors/error-wording.js';
import { SIGNS, type Sign } from '../schemas/enums.js';
import { domicileRuler as domicileOf, type RulershipScheme } from '../zodiac/domiciles.js';
import { exaltationRuler as exaltationOf } from '../zodiac/exaltations.js';
import { triplicityRuler as triplicityOf } from '../zodiac/triplicities.js';
import type { TraditionalPlanet } from '../zodiac/traditional-planets.js';
import { UraniaError } from '../errors/urania-error.js';
import { requireOneOf } from './request-checks.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * The sign-ruler tables of the public toolkit (zodiac/: Ptolemy, Tetrabiblos I.17–19; Dorothean triplicities),
 * with their arguments checked: an unknown sign or scheme is a `UraniaError` naming it (issue 11 #7).
 */

/**
 * @summary The ruler of a sign, traditional (default) or modern scheme.
 * @example domicileRuler('Scorpio') // 'Mars'; domicileRuler('Scorpio', 'modern') // 'Pluto'
 */
export function domicileRuler(
  sign: Sign,
  scheme: RulershipScheme = 'traditional',
): ReturnType<typeof domicileOf> {
  refuseExtraArguments(arguments.length, 2, 'domicileRuler(sign, scheme?)', "domicileRuler('Scorpio')");
  return domicileOf(
    requireOneOf(sign, 'sign', SIGNS),
    requireOneOf(scheme, 'scheme', ['traditional', 'modern']),
  );
}

/**
 * @summary The planet exalted in a sign, or `null` for the five signs that exalt none.
 * @example exaltationRuler('Aries') // 'Sun'
 */
export function exaltationRuler(sign: Sign): TraditionalPlanet | null {
  refuseExtraArguments(arguments.length, 1, 'exaltationRuler(sign)', "exaltationRuler('Aries')");
  return exaltationOf(requireOneOf(sign, 'sign', SIGNS));
}

/**
 * @summary The triplicity ruler of a sign by day or by night (Dorothean).
 * @example triplicityRuler('Aries', true) // 'Sun'
 */
export function triplicityRuler(sign: Sign, isDayChart: boolean): TraditionalPlanet {
  refuseExtraArguments(arguments.length, 2, 'triplicityRuler(sign, isDayChart)', "triplicityRuler('Aries', true)");
  const s = requireOneOf(sign, 'sign', SIGNS);
  if (typeof isDayChart !== 'boolean') {
    throw new UraniaError('INVALID_ARGUMENT', 'isDayChart must be a boolean', {
      wording: wording('aBoolean', { field: 'isDayChart' }),
      field: 'isDayChart',
      received: isDayChart,
      allowed: 'true | false',
    });
  }
  return triplicityOf(s, isDayChart);
}
