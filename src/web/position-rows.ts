import type { NatalChartResponse } from '../schemas/index.js';
import { houseOf, NATAL_ASPECT_BODIES } from '../web-library/chart.js';
import { degreesMinutes } from './degrees-minutes.js';

/** One row of the positions table, every cell already text. */
export interface PositionRow {
  readonly body: string;
  readonly sign: string;
  /** Degree and minute in the sign, `23°00′`. */
  readonly position: string;
  /** Ecliptic longitude, 0–360°, to 0.0001° (0.36″), the precision the browser test compares at. */
  readonly longitude: string;
  /** House 1–12, or '' without a birth time. */
  readonly house: string;
  /** 'R' when retrograde, else ''. */
  readonly retrograde: string;
  /** Whether the body is one of the main set (the ten planets, Chiron, the true nodes) shown by default. */
  readonly main: boolean;
}

const MAIN = new Set<string>(NATAL_ASPECT_BODIES);

/**
 * @summary The positions table of a natal chart: one row per body in the chart's order (the ten planets first),
 * with sign, degree–minute, longitude, house (when the birth time is known) and the retrograde mark.
 * @example positionRows(chart)[0] // { body: 'Sun', sign: 'Cancer', position: '23°00′', longitude: '113.0045', house: '8', … }
 */
export function positionRows(chart: NatalChartResponse): PositionRow[] {
  const cusps = chart.houses?.map((h) => h.cusp.longitude);
  return chart.positions.map(({ body, position }) => ({
    body,
    sign: position.sign,
    position: degreesMinutes(position.degree, position.minute),
    longitude: position.longitude.toFixed(4),
    house: cusps === undefined ? '' : String(houseOf(position.longitude, cusps)),
    retrograde: position.isRetrograde ? 'R' : '',
    main: MAIN.has(body),
  }));
}
