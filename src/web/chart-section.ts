/**
 * The page's chart, in a chunk of its own (issue 30): app.ts imports this module when the first chart is asked
 * for, so that the birth form is usable before the ephemeris, the wheel and the tables are fetched. It computes
 * the natal chart HERE, in the browser (for a birth outside 1800–2200 the eras are loaded first: static files of
 * the library, nothing of the birth sent), and re-exports what the page draws.
 *
 * The chart comes in two steps (issue 30: the first chart after ≤ 600 KB): `firstChartOf` draws with the bodies
 * the library has at start (the Sun, the Moon, the planets, the mean lunar points and the Hamburg bodies), and
 * `fullChartOf` once the minor bodies' tables and the rest of the lunar theory (≈ 570 KB gzip, 19 files) have
 * arrived — the page shows the first at once, says which bodies are still coming, and redraws with them.
 */
import { availableBodies, isBodyLoaded, loadBodies, loadEphemerisSpan, loadTimeZonesAt, natalChart } from '../web-library/chart.js';
import type { NatalChartRequest, NatalChartResponse } from '../schemas/index.js';
import { warningsOfLoadedBodies } from './pending-bodies.js';
import { withEras } from './with-eras.js';

export { drawWheel, pageWheelOptions } from './draw-wheel.js';
export { renderResults, wheelWidth } from './render-results.js';
export { pendingBodiesLine } from './pending-bodies.js';
/** The whole time-zone index, which app.ts keeps for the offline copy after the first chart. */
export { loadTimeZones } from '../web-library/chart.js';

/** A chart drawn before every body's table has loaded, and the bodies it is still without. */
export interface FirstChart {
  readonly chart: NatalChartResponse;
  /** The bodies whose tables had not arrived (empty once every body is loaded). */
  readonly pending: readonly string[];
}

/** @summary The natal chart of a request as the loaded data allow, the eras outside 1800–2200 loaded when asked for. */
function computed(request: NatalChartRequest): Promise<NatalChartResponse> {
  return withEras(() => natalChart(request), loadEphemerisSpan);
}

/**
 * @summary The first chart of a request, with the bodies the library has at start: when the birth's zone must be
 * found from its coordinates, the part of the time-zone index that place needs is loaded first (its head and at
 * most one slice, ≈ 30 + 14 kB gzip, not the whole 475 kB), and the ephemeris outside
 * 1800–2200 when a birth there asks for it — the first historical birth loads every era at once, so the server
 * learns only that some date outside 1800–2200 was entered, not which. The bodies still loading are listed in
 * `pending`, and the warnings that the chart left them out are removed from it (the page says they are coming); the
 * request's `locale` is the language of the chart's warnings (issue 31).
 */
export async function firstChartOf(request: NatalChartRequest): Promise<FirstChart> {
  const { latitude, longitude } = request;
  // Coordinates that are not numbers are the chart's own error (it names the field): nothing to load for them.
  if (request.timezone === undefined && typeof latitude === 'number' && typeof longitude === 'number') await loadTimeZonesAt(latitude, longitude);
  const pending = availableBodies().filter((body) => !isBodyLoaded(body));
  const chart = await computed(request);
  if (pending.length === 0) return { chart, pending };
  const warnings = warningsOfLoadedBodies(chart.warnings, pending, request.locale ?? 'en', chart.positions);
  return { chart: { ...chart, ...(warnings === undefined ? {} : { warnings }) }, pending };
}

/**
 * @summary The chart of a request with every body: the minor bodies' tables and the rest of the lunar theory are
 * loaded once (static files of the library), then the chart is computed again.
 */
export async function fullChartOf(request: NatalChartRequest): Promise<NatalChartResponse> {
  await loadBodies();
  return computed(request);
}
