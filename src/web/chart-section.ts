/**
 * The page's chart, in a chunk of its own (issue 30): app.ts imports this module when the first chart is asked
 * for, so that the birth form is usable before the ephemeris, the wheel and the tables are fetched. It computes
 * the natal chart HERE, in the browser (the minor bodies' tables and, for a birth outside 1800–2200, the eras
 * are loaded first: static files of the library, nothing of the birth sent), and re-exports what the page draws.
 */
import { loadBodies, loadEphemerisSpan, loadTimeZones, natalChart } from '../web-library/chart.js';
import type { NatalChartRequest, NatalChartResponse } from '../schemas/index.js';
import { withEras } from './with-eras.js';

export { drawWheel, pageWheelOptions } from './draw-wheel.js';
export { renderResults, wheelWidth } from './render-results.js';

/**
 * @summary The natal chart of a request: the minor bodies' tables are loaded once (the chart lists Chiron and the
 * asteroids), and the ephemeris outside 1800–2200 when a birth there asks for it — the first historical birth
 * loads every era at once, so the server learns only that some date outside 1800–2200 was entered, not which.
 */
export async function chartOf(request: NatalChartRequest): Promise<NatalChartResponse> {
  // The time-zone index (≈ 475 kB gzip) only when the birth's zone must be found from its coordinates.
  await Promise.all([loadBodies(), request.timezone === undefined ? loadTimeZones() : undefined]);
  return withEras(() => natalChart(request), loadEphemerisSpan);
}
