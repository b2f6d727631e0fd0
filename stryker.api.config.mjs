// @ts-check
import base from './stryker.config.mjs';

/**
 * Mutation testing of the rule modules the API tests pin (npm run mutate:api): the same Stryker set-up
 * as stryker.config.mjs, with the API test files of each domain (tests/mutation/vitest.api.config.ts),
 * which start the real server on PGlite inside the test process. Slower: each mutant reruns the test
 * files that cover it, server start included.
 *
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  ...base,
  vitest: { configFile: 'tests/mutation/vitest.api.config.ts', related: false },
  mutate: [
    // What an inspection and its findings must hold.
    'server/domains/enforce/inspect-rules.ts',
    // What makes a subject's credit score and level.
    'server/domains/subject/credit.ts',
    // Complaints: who handles, what a handled one keeps.
    'server/domains/consumer/complaint-rules.ts',
    // Employees and their ID cards.
    'server/domains/subject/people-rules.ts',
    // On-site inspections: items, result, deadline, and the finding that follows them.
    'server/domains/enforce/onsite-rules.ts',
    // Who had to report which checkpoint for which closed period (SQL).
    'server/domains/report/due-obligations.ts',
    // The statistics' count tables, kept by triggers in every writing transaction.
    'server/db/rollups.ts',
  ],
  incrementalFile: 'reports/stryker-api-incremental.json',
  htmlReporter: { fileName: 'reports/mutation-api/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation-api/mutation.json' },
  timeoutMS: 60_000,
};
export default config;
