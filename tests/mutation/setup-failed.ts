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
  setTimeout(() => {
    throw new Error(`the set-up of ${suite.name} failed: its tests were skipped`);
  });
});
