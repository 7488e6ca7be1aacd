import { isUraniaError } from '../web-library/form.js';

/**
 * @summary Run a computation of the page; when it needs an ephemeris era outside 1800–2200 that is not loaded yet
 * (UNSUPPORTED naming the era), load every era with `loadEras` (the library's `loadEphemerisSpan`, from the view's own
 * entry) and run it once more. Any other error is the computation's own and is thrown as is.
 */
export async function withEras<T>(compute: () => T, loadEras: () => Promise<void>): Promise<T> {
  try {
    return compute();
  } catch (e) {
    if (!isUraniaError(e) || e.code !== 'UNSUPPORTED' || typeof e.details.era !== 'string') throw e;
    await loadEras();
    return compute();
  }
}
