import { wording } from '../errors/error-wording.js';
import { patternFindingsOf, type AspectPatternOptions, type PlacedBody } from '../aspects/aspect-patterns.js';
import { UraniaError } from '../errors/urania-error.js';
import type { Aspect, AspectPattern, NatalChartResponse } from '../schemas/index.js';
import { LOCALES, type Locale } from '../schemas/interpretation.js';
import { describedPatterns } from '../text/aspect-pattern-words.js';
import { ASPECT_PATTERN_WORDS } from '../text/chart-figure-text-locales.js';
import { chartPoints, isChart } from './natal-chart-points.js';
import { requireOneOf } from './request-checks.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** `aspectPatterns`' options: the bodies that may take part, and the language of the descriptions (issue 31). */
export interface AspectPatternsOptions extends AspectPatternOptions {
  /**
   * Language of each `description` (default en). The descriptions are whole in every locale (the array has no
   * `warnings` to name a fallback), so none reads English.
   */
  readonly locale?: Locale;
}

/**
 * @summary The aspect configurations of a chart: grand trines, T-squares, grand crosses, yods, kites, mystic
 * rectangles and stelliums (definitions in docs/aspects.md), among the ten planets unless `options.bodies` says
 * otherwise. Takes a natal chart (`natalChart(...)`, read with its own aspect list) or, as before, positions and
 * an aspect list. `options.locale` (en, es, pt-BR, fr, de; default en) words the descriptions in that language.
 * The record of `POST /aspect-patterns`. In a sidereal chart (`zodiac: 'sidereal'`) the
 * configurations made of aspects (grand trines … mystic rectangles) have the tropical chart's bodies — aspects are
 * differences of longitudes — but the signs are the sidereal ones: a stellium is three planets in one sidereal sign,
 * and a description's element or modality ("in Cardinal signs") is the sidereal signs' (docs/zodiac.md).
 * @example aspectPatterns(natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }))
 * @example aspectPatterns(positions, aspects(positions)) // [{ type: 'grandTrine', bodies: ['Sun', 'Jupiter', 'Saturn'], … }]
 * @example aspectPatterns(chart, { locale: 'es' })[0].description // 'Gran trígono entre el Sol, Júpiter y Saturno, en signos de fuego.'
 */
export function aspectPatterns(chart: NatalChartResponse, options?: AspectPatternsOptions): AspectPattern[];
export function aspectPatterns(positions: readonly PlacedBody[], aspectList: readonly Aspect[], options?: AspectPatternsOptions): AspectPattern[];
export function aspectPatterns(
  first: NatalChartResponse | readonly PlacedBody[],
  second?: readonly Aspect[] | AspectPatternsOptions,
  third?: AspectPatternsOptions,
): AspectPattern[] {
  refuseExtraArguments(arguments.length, 3, 'aspectPatterns(first, second?, third?)');
  if (isChart(first) && !Array.isArray(second)) {
    const { chart, placed } = chartPoints(first);
    const options = (second as AspectPatternsOptions | undefined) ?? {};
    return describedPatterns(patternFindingsOf(placed, chart.aspects, options), ASPECT_PATTERN_WORDS[localeOf(options)]);
  }
  if (!Array.isArray(first) || !Array.isArray(second)) {
    throw new UraniaError('INVALID_ARGUMENT', 'positions and aspects must be arrays', {
      wording: wording('positionsAndAspects', {}),
      field: Array.isArray(first) ? 'aspects' : 'positions',
      received: Array.isArray(first) ? second : first,
    });
  }
  const options = third ?? {};
  return describedPatterns(patternFindingsOf(first, second as readonly Aspect[], options), ASPECT_PATTERN_WORDS[localeOf(options)]);
}

/** The options' locale, checked (default en). */
function localeOf(options: AspectPatternsOptions): Locale {
  return options.locale === undefined ? 'en' : requireOneOf(options.locale, 'locale', LOCALES);
}
