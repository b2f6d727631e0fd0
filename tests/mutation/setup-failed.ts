import { afterAll } from 'vitest';

/**
 * A test file whose set-up failed (its server did not start, a fixture could not be written) skips its
 * tests, and Stryker's vitest runner reads skipped tests as passing: a mutant that breaks the set-up would
 * be reported as survived. Raised as an error outside the tests, the run is reported as a runtime error
 * instead, which Stryker leaves out of the score (docs/benchmarks.md).
 */
// eslint-disable-next-line no-empty-pattern
afterAll(({}, suite) => {
  if (suite.result?.state !== 'fail') return;
  // Raised at once (an unhandled rejection), so that it belongs to this run and not to the next mutant's.
  void Promise.reject(new Error(`the set-up of ${suite.name} failed: its tests were skipped`));
});
