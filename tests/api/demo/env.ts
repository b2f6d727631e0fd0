import type { TestServer } from '../harness';

/**
 * The one demo server of tests/api/demo-data.test.ts (a first start with demo data costs most of a
 * minute, so every domain's demo checks share it): each tests/api/demo/<domain>.ts exports a
 * `describe…Demo(env)` that demo-data.test.ts calls.
 */
export interface DemoEnv {
  s: TestServer;
  /** The demo tenant admin's token. */
  token: string;
}
