import { loadBodies } from '../index.js';

let loading: Promise<void> | undefined;

/**
 * @summary Every body's data for the page, loaded once: the minor bodies and the osculating lunar points' part of
 * the Moon theory (the library's chunks, static files). Since issue 30 the `urania` entry registers nothing at
 * import, so in a browser those bodies answer only after `loadBodies()`; the page shows all of them, as before. A
 * failed load is tried again on the next call.
 * @example await everyBody(); natalChart(request);
 */
export function everyBody(): Promise<void> {
  loading ??= loadBodies().catch((e: unknown) => {
    loading = undefined;
    throw e;
  });
  return loading;
}
