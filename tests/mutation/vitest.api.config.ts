import { defineConfig } from 'vitest/config';

/**
 * The API tests Stryker runs against each mutant of the server's rule modules (stryker.api.config.mjs):
 * the domains' own test files, each starting the real server on PGlite in the test process, and the
 * unit tests of the rules' pure parts.
 */
export default defineConfig({
  test: {
    include: [
      'tests/api/enforce-inspect.test.ts',
      'tests/api/enforce-onsite.test.ts',
      'tests/api/consumer-evaluations-notices.test.ts',
      'tests/api/consumer-complaints.test.ts',
      'tests/api/subject-people.test.ts',
      'tests/api/subject-household.test.ts',
      'tests/api/report-warn.test.ts',
      'tests/api/statistics-drills.test.ts',
      'tests/api/statistics-rollups.test.ts',
      'tests/unit/inspect-form.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/mutation/setup-failed.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
