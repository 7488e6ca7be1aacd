import { wording } from '../errors/error-wording.js';
import { chartRuler as chartRulerOf, type RulerPlacement } from '../charts/rules/chart-ruler.js';
import { UraniaError } from '../errors/urania-error.js';
import { BODIES, RULER_SCHEMES, type ChartRuler, type RulerScheme } from '../schemas/index.js';
import { requireLongitude } from '../zodiac/signs.js';
import { finiteNumber } from './finite-number.js';
import { requireOneOf } from './request-checks.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The chart ruler: the domicile lord of the Ascendant's sign — traditional by default (Ptolemy,
 * Tetrabiblos I.17: Mars for Scorpio), modern with `{ rulers: 'modern' }` (Pluto) — with its sign, longitude and
 * motion among the placed bodies `placed` (`{ body, longitude, speed }`, degrees and degrees/day), or `null` when
 * that planet is not among them. The natal chart's rule (docs/natal-chart.md "Rulers").
 *
 * Errors: INVALID_ARGUMENT naming `ascendant`, `placed`, `placed[i].body|longitude|speed` or `rulers`.
 * @example chartRuler(215, [{ body: 'Mars', longitude: 10, speed: 0.6 }])?.planet // 'Mars' (Scorpio rising)
 */
export function chartRuler(
  ascendant: number,
  placed: readonly RulerPlacement[],
  options: { readonly rulers?: RulerScheme } = {},
): ChartRuler | null {
  refuseExtraArguments(arguments.length, 3, 'chartRuler(ascendant, placed, options?)', "chartRuler(215, [{ body: 'Mars', longitude: 10, speed: 0.6 }])");
  const asc = requireLongitude(ascendant, 'ascendant');
  if (!Array.isArray(placed)) {
    throw new UraniaError('INVALID_ARGUMENT', 'placed must be a list of { body, longitude, speed }, e.g. [{ body: \'Mars\', longitude: 10, speed: 0.6 }]', {
      wording: wording('shape.listExample', { field: 'placed', shape: '{ body, longitude, speed }', example: "[{ body: 'Mars', longitude: 10, speed: 0.6 }]" }),
      field: 'placed',
      received: placed,
      allowed: 'an array of { body, longitude, speed }',
    });
  }
  const checked = placed.map((p: unknown, i): RulerPlacement => {
    const at = `placed[${i}]`;
    if (typeof p !== 'object' || p === null) {
      throw new UraniaError('INVALID_ARGUMENT', `${at} must be an object { body, longitude, speed }`, { wording: wording('shape.object', { field: at, shape: '{ body, longitude, speed }' }), field: at, received: p, allowed: '{ body, longitude, speed }' });
    }
    const q = p as Record<string, unknown>;
    return {
      body: requireOneOf(q.body, `${at}.body`, BODIES),
      longitude: requireLongitude(q.longitude, `${at}.longitude`),
      speed: finiteNumber(q.speed, `${at}.speed`, 'a finite number of degrees per day'),
    };
  });
  if (options === null || typeof options !== 'object') {
    throw new UraniaError('INVALID_ARGUMENT', "options must be an object { rulers? }, e.g. { rulers: 'modern' }", {
      wording: wording('shape.objectExample', { field: 'options', shape: '{ rulers? }', example: "{ rulers: 'modern' }" }),
      field: 'options',
      received: options,
      allowed: "{ rulers?: 'traditional' | 'modern' }",
    });
  }
  const rulers = options.rulers === undefined ? 'traditional' : requireOneOf(options.rulers, 'rulers', RULER_SCHEMES);
  return chartRulerOf(asc, checked, rulers);
}
