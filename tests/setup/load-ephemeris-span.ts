/**
 * Vitest setup file (vitest.config.ts `setupFiles`, run before each test file in that file's own module graph):
 * loads every era of the ephemeris, so that tests — property tests above all, whose generators draw dates over the
 * whole supported span −3000..+3000 — compute any date synchronously, as an application does after
 * `await loadEphemerisSpan()` (docs/ephemeris.md, "Loading the eras").
 *
 * The test files listed in `UNLOADED_TEST_FILES` test the state BEFORE loading (UNSUPPORTED naming the loading call)
 * and load the eras themselves: for them nothing is loaded here.
 */
import { expect } from 'vitest';
import { loadEphemerisSpan } from '../../src/ephemeris/index.js';

/** Test files (path suffixes) that start with no era loaded. */
export const UNLOADED_TEST_FILES: readonly string[] = ['tests/ephemeris/integration/eras.test.ts'];

const testPath = (expect.getState().testPath ?? '').replaceAll('\\', '/');
if (!UNLOADED_TEST_FILES.some((suffix) => testPath.endsWith(suffix))) await loadEphemerisSpan();
