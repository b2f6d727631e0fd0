import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant (stryker.config.mjs): the unit tests of the rule modules.
 * Node only, no browser project: a mutant is judged by the tests that pin its rule.
 */
export default defineConfig({
  test: {
    include: [
      'tests/unit/report-periods.test.ts',
      'tests/unit/closed-periods.test.ts',
      'tests/unit/no-past.test.ts',
      'tests/unit/report-number.test.ts',
      'tests/unit/random-draw.test.ts',
      'tests/unit/lifecycle-rules.test.ts',
      'tests/unit/record-keeping-rules.test.ts',
      'tests/unit/evaluation-rules.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/mutation/setup-failed.ts'],
  },
});
