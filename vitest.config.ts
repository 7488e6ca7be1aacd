import { defineConfig } from 'vitest/config';

/**
 * Test files that need a module graph of their own (vitest's isolation): they mock modules (`vi.mock`,
 * `vi.doMock` with `vi.resetModules`), test the library's state before anything is loaded, or switch its state. Every other file
 * shares its worker's module graph with the files before it (`isolate: false`): the library and its data are
 * imported once per worker instead of once per file, which halves the suite's time (issue 22: the suite is run
 * 20 times with random seeds). A file that leaves state behind that another file could see belongs here.
 */
export const ISOLATED_TEST_FILES: readonly string[] = [
  'tests/ephemeris/integration/eras.test.ts',
  'tests/i18n/text-locale-fallback.test.ts',
  'tests/records/parse-without-eval.test.ts',
  'tests/time/nutation-memo.property.test.ts',
  'tests/time/zone-index-slices.test.ts',
  // These switch the library's own state for a while (the inner planets' tables off, the fast path and segment caches
  // emptied), or compare this process's answers with a fresh process's: values cached meanwhile by another file in a
  // shared graph would differ in the tenth decimal.
  'tests/ephemeris/fitted-inner-state.test.ts',
  'tests/ephemeris/vsop87-modules.test.ts',
  'tests/ephemeris/fast-path-place.test.ts',
  'tests/ephemeris/range-path-edges.test.ts',
  'tests/ephemeris/range-path.test.ts',
  'tests/ephemeris/range-path-sharing.test.ts',
  'tests/horoscope/day-sky-memo.test.ts',
  // Compares this process's inline answers with a fresh worker thread's, to the last bit.
  'tests/http/routes.test.ts',
  // These reload the library with French's horoscope text mocked out (vi.doMock, vi.resetModules): a shared graph
  // would hand the files after them a library loaded afresh in the middle of the run.
  'tests/horoscope/spanish-horoscopes.test.ts',
  'tests/cli/horoscope.test.ts',
];

const shared = {
  // Loads every era of the ephemeris before each test file (the span is −3000..+3000; see the file).
  // URANIA_FC_SEED=<integer>|random reruns every unpinned fast-check property with one seed (see the file).
  setupFiles: ['tests/setup/load-ephemeris-span.ts', 'tests/setup/fast-check-seed.ts'],
  testTimeout: 60_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
};

export default defineConfig({
  test: {
    // Both cores: vitest 4's default is availableParallelism() − 1, one worker on a 2-core machine (CI's and ours).
    maxWorkers: 2,
    projects: [
      { test: { ...shared, name: 'shared', include: ['tests/**/*.test.ts'], exclude: [...ISOLATED_TEST_FILES], isolate: false } },
      { test: { ...shared, name: 'isolated', include: [...ISOLATED_TEST_FILES], isolate: true } },
    ],
  },
});
