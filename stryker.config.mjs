// @ts-check
/**
 * Mutation testing of the business rules (npm run mutate): Stryker changes one operator, constant or
 * condition at a time in the modules below and reruns the tests that cover it; a change no test notices
 * is a rule the tests do not pin. Incremental: a rerun tests only mutants whose code or tests changed
 * (reports/stryker-incremental.json). The score is in docs/benchmarks.md.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'tests/mutation/vitest.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    // Calendar periods, which are over, deadlines and numbers (who had to report in them is SQL, pinned
    // by the API tests: stryker.api.config.mjs).
    'resources/report-periods.ts',
    'server/domains/report/obligations.ts',
    'server/crud/no-past.ts',
    'server/domains/report/report-number.ts',
    // The published random draw.
    'server/domains/random/draw.ts',
    // Life cycles: from-states, who may act, what an action writes.
    'server/crud/lifecycle-rules.ts',
    // What an evaluation does to credit.
    'resources/consumer/evaluation/evaluation-rules.ts',
  ],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  concurrency: 2,
  tempDirName: '.stryker-tmp',
};
export default config;
