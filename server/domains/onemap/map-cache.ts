import type { ChangeFeed } from '../../db/versions';
import type { Repository } from '../../crud/repository';
import type { RequestContext } from '../../http/access';
import { GRANTS_VERSION } from '../../db/versions';
import { VersionedCache } from '../../crud/versioned-cache';
import type { CacheCounter } from '../../metrics/metrics';

/**
 * The one map's answers, kept per the change counters of every table they read: the subjects, each
 * finding table, the warnings, the regions, the dept tree and the grants (data-scope rules). Every write
 * bumps its table's counter in its own transaction, and the guard brings these counters up to what is
 * committed before the handler runs (route config `readKeys`), so a cached answer is never stale: the
 * first read after any change runs the statement, the reads after it cost nothing until the next change.
 * At 100,000 subjects the statement reads every subject in view (~200 ms on PostgreSQL); a map that
 * many people keep open would otherwise be the heaviest page of the product.
 */
export class MapCache {
  private readonly cache: VersionedCache<unknown>;

  constructor(
    feed: ChangeFeed,
    private readonly repos: Repository[],
    counter?: CacheCounter,
  ) {
    this.cache = new VersionedCache<unknown>((key) => feed.version(key), 500, counter);
  }

  /** The counters an answer for a caller of `tenantId` depends on. */
  readKeys(tenantId: string): string[] {
    return [...new Set([GRANTS_VERSION, ...this.repos.flatMap((r) => r.readKeys(tenantId))])].sort();
  }

  /**
   * The answer of `call` for these parameters and this caller: per user, dept and data-scope rule (what
   * the repository's scope reads), so two callers never share an answer their scopes would tell apart.
   */
  async get<T>(ctx: RequestContext, call: string, params: unknown, load: () => Promise<T>): Promise<T> {
    const rule = ctx.isAdministrator ? 'all' : JSON.stringify(ctx.dataScopes.get('subject') ?? null);
    const who = `${ctx.tenantId}:${ctx.userId}:${ctx.deptId}:${rule}`;
    return this.cache.get(this.readKeys(ctx.tenantId), `${call}:${who}:${JSON.stringify(params)}`, load) as Promise<T>;
  }
}
