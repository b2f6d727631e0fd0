import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../http/access';
import { VersionedCache } from '../../crud/versioned-cache';
import { codeLabels } from '../../crud/export-labels';
import type { Repository } from '../../crud/repository';
import type { FieldDef, ResourceDef } from '../../../resources/types';
import type { DeclarationOf, ResourceName } from '../../../resources/declarations';

/**
 * Reads of the statistics calls, kept per change counter of the tables they read. Every write goes
 * through a repository, which bumps its table's counter (per tenant) in the writing transaction, and
 * the guard confirms the counters a route names (`readKeys`) before the handler runs: so an answer is
 * recomputed after any write to any table it reads, and otherwise served from memory.
 */
export class StatReader {
  private readonly cache: VersionedCache<unknown>;

  constructor(readonly app: FastifyInstance) {
    this.cache = new VersionedCache<unknown>((key) => app.feed.version(key), 5_000, app.metrics.cache('statistics'));
  }

  repo<N extends ResourceName>(name: N): Repository<DeclarationOf<N>> {
    return this.app.repo(name);
  }

  /**
   * The counters (for route config `readKeys`) of the tables these resources read, the subjects'
   * (every record's market type is its subject's) and the labels' (business dictionaries, regions).
   */
  readKeys(names: readonly ResourceName[]): (tenantId: string) => string[] {
    const read: ResourceName[] = [...names, 'subject', 'dict-biz', 'region'];
    return (tenantId) => [...new Set(read.flatMap((n) => this.app.repo(n).readKeys(tenantId)))];
  }

  /** What the caller's data scope makes of these resources (part of every cache key). */
  private scopeKey(ctx: RequestContext, repos: Repository<ResourceDef>[]): string {
    if (ctx.isAdministrator) return 'admin';
    return repos
      .map((r) => {
        const rule = r.def.dataScoped ? ctx.dataScopes.get(r.menuCode) : undefined;
        if (!rule) return '';
        const depts = rule.scopeType === 4 ? `:${this.app.feed.version(`t:blade_dept:${ctx.tenantId}`)}` : '';
        return `${rule.scopeType}:${rule.scopeValue}:${ctx.userId}:${ctx.deptId}${depts}`;
      })
      .join(',');
  }

  /** `load` once per change of the tables of `names` (for this tenant and scope) and key. */
  async cached<T>(
    ctx: RequestContext,
    names: readonly ResourceName[],
    call: string,
    key: unknown,
    load: () => Promise<T>,
  ): Promise<T> {
    const repos: Repository<ResourceDef>[] = names.map((n) => this.app.repo(n));
    const counterKeys = [...new Set(repos.map((r) => r.versionKeyFor(ctx)))];
    return this.cache.get(
      counterKeys,
      `${call}|${this.scopeKey(ctx, repos)}|${JSON.stringify(key)}`,
      load,
    ) as Promise<T>;
  }

  /**
   * Code → label of a dictionary or choice field of a resource (market types, credit levels…), kept
   * per change of the business dictionaries (a label is read on every answer, cached or not).
   */
  async labelsOf(ctx: RequestContext, resource: ResourceName, field: string): Promise<Map<string, string>> {
    const def: ResourceDef = this.app.repo(resource).def;
    // A life-cycle state field need not be among the declared fields: its labels are the states'.
    const f: FieldDef = def.fields.find((x) => x.name === field) ?? { name: field, label: field, type: 'int' };
    const read = async () =>
      (await codeLabels(this.app.db, this.app.repos, ctx, def, [f])).values().next().value ?? new Map<string, string>();
    if (!f.dict) return read();
    return this.cached(ctx, [f.dict.biz ? 'dict-biz' : 'dict'], 'labels', [resource, field], read);
  }

  /** Names of regions by code (the shared region table), kept per change of it. */
  async regionNames(ctx: RequestContext, codes: string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(codes.filter(Boolean))].sort();
    if (!wanted.length) return new Map();
    return this.cached(ctx, ['region'], 'regions', wanted, async () => {
      const rows = await this.app.db
        .selectFrom(this.app.repo('region').def.table)
        .select(['code', 'name'])
        .where('code', 'in', wanted)
        .where('isDeleted', '=', 0)
        .execute();
      return new Map(rows.map((r) => [String(r.code), String(r.name)]));
    });
  }

  /** Names of depts of the caller's tenant by id. */
  async deptNames(ctx: RequestContext, ids: string[]): Promise<Map<string, string>> {
    const wanted = ids.filter(Boolean);
    if (!wanted.length) return new Map();
    const rows = await this.app.db
      .selectFrom(this.app.repo('dept').def.table)
      .select(['id', 'deptName'])
      .where('id', 'in', wanted)
      .where('tenantId', '=', ctx.tenantId)
      .execute();
    return new Map(rows.map((r) => [String(r.id), String(r.deptName)]));
  }
}

/** Counts come back from the database as text (bigint) or numbers: numbers on the wire. */
export const num = (v: unknown): number => Number(v ?? 0);
