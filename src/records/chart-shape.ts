import type { PlacedBody } from '../aspects/aspect-patterns.js';
import { CHART_SHAPE_MINIMUM_BODIES, jonesShapeOf, type ChartShapeOptions } from '../aspects/chart-shape.js';
import { requireOneOf } from './request-checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { BODIES, type Body, type ChartShape, type NatalChartResponse } from '../schemas/index.js';
import { TEN_PLANETS } from '../zodiac/index.js';
import { chartPoints, isChart } from './natal-chart-points.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** The positional input, checked member by member (a natal chart is checked by its schema instead). */
function checkedPositions(positions: unknown): readonly PlacedBody[] {
  if (!Array.isArray(positions)) {
    throw new UraniaError('INVALID_ARGUMENT', 'positions must be an array of { body, longitude }', {
      field: 'positions', received: positions,
    });
  }
  positions.forEach((p: { body?: unknown; longitude?: unknown }, i) => {
    requireOneOf(p.body, `positions[${i}].body`, BODIES);
    if (typeof p.longitude !== 'number' || !Number.isFinite(p.longitude)) {
      throw new UraniaError('INVALID_ARGUMENT', `positions[${i}].longitude must be a finite number`, {
        field: `positions[${i}].longitude`, received: p.longitude,
      });
    }
  });
  return positions as readonly PlacedBody[];
}

/**
 * @summary Marc Edmund Jones' chart shape (bundle, bowl, bucket, locomotive, seesaw, splay, splash) of a natal
 * chart (`natalChart(...)`) or, as before, of `{ body, longitude }` positions, with the leading planet where the
 * shape has one (rules and limits in `aspects/chart-shape.ts`). Counts the ten planets unless `options.bodies`
 * says otherwise; at least three are needed. The record of `POST /chart-shape`. Zodiac-invariant: the shape, its
 * gaps and the leading planet depend only on the differences of longitudes, which a sidereal chart (every
 * longitude minus the same ayanamsa) keeps.
 * @example chartShape(natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 })).shape
 * @example chartShape([{ body: 'Sun', longitude: 10 }, …]) // { shape: 'bowl', leadingPlanet: 'Moon', … }
 */
export function chartShape(chart: NatalChartResponse | readonly PlacedBody[], options: ChartShapeOptions = {}): ChartShape {
  refuseExtraArguments(arguments.length, 2, 'chartShape(chart, options?)', "chartShape(natalChart({ birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 }))");
  const placed = isChart(chart) ? chartPoints(chart).placed : checkedPositions(chart);
  const shape = jonesShapeOf(placed, options);
  if (shape === undefined) {
    const counted: readonly Body[] = options.bodies ?? TEN_PLANETS;
    throw new UraniaError('INVALID_ARGUMENT', `positions must include at least ${CHART_SHAPE_MINIMUM_BODIES} of the counted bodies`, {
      field: 'positions',
      received: placed.filter((p) => counted.includes(p.body)).length,
      allowed: `at least ${CHART_SHAPE_MINIMUM_BODIES} of: ${counted.join(', ')}`,
    });
  }
  return shape;
}
