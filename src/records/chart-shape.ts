import { wording } from '../errors/error-wording.js';
import type { PlacedBody } from '../aspects/aspect-patterns.js';
import { CHART_SHAPE_MINIMUM_BODIES, jonesShapeOf, type ChartShapeOptions } from '../aspects/chart-shape.js';
import { requireOneOf } from './request-checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { BODIES, type Body, type ChartShape, type NatalChartResponse } from '../schemas/index.js';
import { LOCALES, type Locale } from '../schemas/interpretation.js';
import { CHART_SHAPE_WORDS, CHART_SHAPE_WORDS_FAMILY } from '../text/chart-figure-text-locales.js';
import { NATAL_TEXT_FAMILY } from '../text/natal-locales.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { familyUse } from '../text/text-family.js';
import { TEN_PLANETS } from '../zodiac/index.js';
import { chartPoints, isChart } from './natal-chart-points.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** The positional input, checked member by member (a natal chart is checked by its schema instead). */
function checkedPositions(positions: unknown): readonly PlacedBody[] {
  if (!Array.isArray(positions)) {
    throw new UraniaError('INVALID_ARGUMENT', 'positions must be an array of { body, longitude }', {
      wording: wording('shape.arrayOf', { field: 'positions', shape: '{ body, longitude }' }),
      field: 'positions', received: positions,
    });
  }
  positions.forEach((p: { body?: unknown; longitude?: unknown }, i) => {
    requireOneOf(p.body, `positions[${i}].body`, BODIES);
    if (typeof p.longitude !== 'number' || !Number.isFinite(p.longitude)) {
      throw new UraniaError('INVALID_ARGUMENT', `positions[${i}].longitude must be a finite number`, {
        wording: wording('finiteNumber', { field: `positions[${i}].longitude` }),
        field: `positions[${i}].longitude`, received: p.longitude,
      });
    }
  });
  return positions as readonly PlacedBody[];
}

/** `chartShape`'s options: the bodies counted, and the language of the description (issue 31). */
export interface ChartShapeRecordOptions extends ChartShapeOptions {
  /** Language of `description` (default en); text a language lacks reads English and is named in `warnings`. */
  readonly locale?: Locale;
}

/** The shape's sentence and the leading planet's, in the locale's words (the shape's is the natal report's own text). */
function describedShape(shape: ChartShape, locale: Locale): ChartShape {
  const own = NATAL_TEXT_FAMILY.locales[locale].text.chartShape[shape.shape];
  const description = shape.leadingPlanet === undefined ? own : `${own} ${CHART_SHAPE_WORDS[locale].leadingPlanet(shape.leadingPlanet)}`;
  const record: ChartShape = { ...shape, description };
  return withTextWarnings(locale, record, [
    familyUse(NATAL_TEXT_FAMILY, locale, 'chart shape descriptions'), familyUse(CHART_SHAPE_WORDS_FAMILY, locale),
  ]);
}

/**
 * @summary Marc Edmund Jones' chart shape (bundle, bowl, bucket, locomotive, seesaw, splay, splash) of a natal
 * chart (`natalChart(...)`) or, as before, of `{ body, longitude }` positions, with the leading planet where the
 * shape has one (rules and limits in `aspects/chart-shape.ts`). Counts the ten planets unless `options.bodies`
 * says otherwise; at least three are needed. `options.locale` (en, es, pt-BR, fr, de; default en) gives the
 * description in that language, with `warnings` when some of it read English. The record of `POST /chart-shape`. Zodiac-invariant: the shape, its
 * gaps and the leading planet depend only on the differences of longitudes, which a sidereal chart (every
 * longitude minus the same ayanamsa) keeps.
 * @example chartShape(natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 })).shape
 * @example chartShape([{ body: 'Sun', longitude: 10 }, …]) // { shape: 'bowl', leadingPlanet: 'Moon', … }
 */
export function chartShape(chart: NatalChartResponse | readonly PlacedBody[], options: ChartShapeRecordOptions = {}): ChartShape {
  refuseExtraArguments(arguments.length, 2, 'chartShape(chart, options?)', "chartShape(natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }))");
  const placed = isChart(chart) ? chartPoints(chart).placed : checkedPositions(chart);
  const shape = jonesShapeOf(placed, options);
  if (shape === undefined) {
    const counted: readonly Body[] = options.bodies ?? TEN_PLANETS;
    throw new UraniaError('INVALID_ARGUMENT', `positions must include at least ${CHART_SHAPE_MINIMUM_BODIES} of the counted bodies`, {
      wording: wording('includeAtLeast', { field: 'positions', count: String(CHART_SHAPE_MINIMUM_BODIES) }),
      field: 'positions',
      received: placed.filter((p) => counted.includes(p.body)).length,
      allowed: `at least ${CHART_SHAPE_MINIMUM_BODIES} of: ${counted.join(', ')}`,
    });
  }
  const locale = options.locale;
  if (locale === undefined || locale === 'en') return shape;
  requireOneOf(locale, 'locale', LOCALES);
  return describedShape(shape, locale);
}
