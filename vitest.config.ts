import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Loads every era of the ephemeris before each test file (the span is −3000..+3000; see the file).
    // URANIA_FC_SEED=<integer>|random reruns every unpinned fast-check property with one seed (see the file).
    setupFiles: ['tests/setup/load-ephemeris-span.ts', 'tests/setup/fast-check-seed.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Both cores: vitest 4's default is availableParallelism() − 1, one worker on a 2-core machine (CI's and ours).
    maxWorkers: 2,
  },
});
