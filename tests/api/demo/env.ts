import { describe, expect } from 'vitest';
import { DEMO_TENANT } from '../../../server/db/seed-data';
import { call, type TestServer } from '../harness';

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

/** A query narrowed to the rows of the demo tenant. */
export const demoOnly = <T extends { where: (...a: any[]) => T }>(q: T) => q.where('tenantId', '=', DEMO_TENANT);

/** A query narrowed to the live (not removed) rows of the demo tenant. */
export const live = <T extends { where: (...a: any[]) => T }>(q: T) => demoOnly(q).where('isDeleted', '=', 0);

/** The ids of the records of `resource` whose history holds an `action` step: what the demo left done. */
export async function historyRecordIds(s: TestServer, resource: string, action: string): Promise<Set<string>> {
  const rows = await s.built.app.db
    .selectFrom('blade_record_history')
    .select('recordId')
    .where('resource', '=', resource)
    .where('action', '=', action)
    .execute();
  return new Set(rows.map((h) => String(h.recordId)));
}

/** A GET of the demo server as the demo tenant admin that must succeed; answers the envelope's data. */
export function demoGet(env: () => DemoEnv) {
  return async (path: string, query: Record<string, string | number> = {}) => {
    const r = await call(env().s, path, { token: env().token, query });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    return r.body.data;
  };
}

/** What a domain's demo checks read the demo server with. */
export interface DemoCalls {
  env: () => DemoEnv;
  get: ReturnType<typeof demoGet>;
  /** The records of a page call's first page: 1000 rows unless the query asks for another size. */
  records: (path: string, query?: Record<string, string | number>) => Promise<Array<Record<string, any>>>;
}

/** A domain's demo checks, as the `describe…Demo(env)` demo-data.test.ts calls: a describe block named `title`. */
export function demoChecks(title: string, checks: (calls: DemoCalls) => void) {
  return (env: () => DemoEnv) => {
    const get = demoGet(env);
    const records = async (path: string, query: Record<string, string | number> = {}) =>
      (await get(path, { current: '1', size: '1000', ...query })).records as Array<Record<string, any>>;
    describe(title, () => checks({ env, get, records }));
  };
}
