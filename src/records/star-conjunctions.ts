import { wording } from '../errors/error-wording.js';
import { requireNumberInRange } from '../errors/checks.js';
import { UraniaError } from '../errors/urania-error.js';
import { StarConjunctionOptions } from '../schemas/star-conjunctions.js';
import { DEFAULT_STAR_ORB, starConjunctionsAt, type StarChartPoint, type StarConjunction } from '../stars/star-conjunctions.js';
import { instant, type TimeInput } from '../time/instant.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

export type { StarConjunctionOptions } from '../schemas/star-conjunctions.js';

/**
 * The boundary check of the chart points, item by item, naming `points[i].name` / `points[i].longitude` as
 * callers have always seen them.
 */
function requirePoints(points: readonly StarChartPoint[]): void {
  if (!Array.isArray(points)) {
    throw new UraniaError('INVALID_ARGUMENT', 'points must be an array of { name, longitude }', { wording: wording('shape.arrayOf', { field: 'points', shape: '{ name, longitude }' }), field: 'points', received: points });
  }
  points.forEach((p, i) => {
    if (p === null || typeof p !== 'object' || typeof p.name !== 'string' || p.name.length === 0) {
      throw new UraniaError('INVALID_ARGUMENT', `points[${i}].name must be a non-empty string`, { wording: wording('nonEmptyString', { field: `points[${i}].name` }), field: `points[${i}].name`, received: p });
    }
    requireNumberInRange(p.longitude, `points[${i}].longitude`, -3600, 3600);
  });
}

/**
 * @summary Stars of the catalogue within `orb` degrees of longitude of each chart point, closest first (Brady
 * 1998: conjunctions in longitude; numeric core: `starConjunctionsAt` of stars/). Options are parsed against
 * `StarConjunctionOptions` (orb 0–10°, default 1; maxMagnitude −2–30, default every star).
 * @example starConjunctions([{ name: 'Sun', longitude: 150.0 }], '2024-08-22T12:00:00Z')[0]?.star // 'Regulus'
 */
export function starConjunctions(
  points: readonly StarChartPoint[],
  at: TimeInput,
  options: StarConjunctionOptions = {},
): StarConjunction[] {
  refuseExtraArguments(arguments.length, 3, 'starConjunctions(points, at, options?)', "starConjunctions([{ name: 'Sun', longitude: 150.0 }], '2024-08-22T12:00:00Z')");
  if (!Array.isArray(points)) requirePoints(points);
  const o = parse(StarConjunctionOptions, options, 'options');
  requirePoints(points);
  return starConjunctionsAt(points, instant(at).jdTt, o.orb ?? DEFAULT_STAR_ORB, o.maxMagnitude ?? Infinity);
}
