import { loadBodies, loadTimeZones } from '../web-library/chart.js';

let loading: Promise<void> | undefined;

/**
 * @summary The data the page's views compute with, loaded once (the library's data chunks, static files): every
 * minor body, the osculating lunar points' part of the Moon theory and the time-zone index. Since issue 30 the
 * `urania` entry loads these on demand in a browser (`loadBodies`, `loadTimeZones`); the page shows every body and
 * finds a birth's zone from its coordinates, as before. A failed load is tried again on the next call.
 * @example await pageData(); natalChart(request);
 */
export function pageData(): Promise<void> {
  loading ??= Promise.all([loadBodies(), loadTimeZones()]).then(
    () => undefined,
    (e: unknown) => {
      loading = undefined;
      throw e;
    },
  );
  return loading;
}
