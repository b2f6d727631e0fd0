import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { ChangeFeed } from '../db/versions';
import type { DataScopeRule } from './access';

export const GRANTS_VERSION = 'grants';

interface Grants {
  version: number;
  perms: Set<string>;
  dataScopes: Map<string, DataScopeRule>;
  /** Ids of the API scope rules granted to the roles (server/http/api-scope.ts). */
  apiScopes: Set<string>;
}

/** An API scope rule: requests under `scopePath` are for the roles granted the rule. */
export interface ApiRule {
  id: string;
  scopePath: string;
}

/**
 * Codes and data scopes granted to a set of roles, cached per role set and dropped whenever any grant,
 * menu or scope rule changes (the 'grants' counter), so a new grant applies to the very next request.
 */
export class PermissionService {
  private cache = new Map<string, Grants>();
  private rules: { version: number; rules: ApiRule[] } | undefined;

  constructor(private readonly db: Db, private readonly feed: ChangeFeed) {}

  async grantsOf(roleIds: string[]): Promise<Grants> {
    const key = [...roleIds].sort().join(',');
    const version = this.feed.version(GRANTS_VERSION);
    const hit = this.cache.get(key);
    if (hit && hit.version === version) return hit;
    const grants = await this.load(roleIds, version);
    if (this.cache.size > 1000) this.cache.clear();
    this.cache.set(key, grants);
    return grants;
  }

  /** Every live API scope rule, reloaded with the grants. */
  async apiRules(): Promise<ApiRule[]> {
    const version = this.feed.version(GRANTS_VERSION);
    if (this.rules?.version === version) return this.rules.rules;
    const rows = await this.db.selectFrom('bladeScopeApi').select(['id', 'scopePath']).where('isDeleted', '=', 0).execute();
    const rules = rows.map((r) => ({ id: String(r.id), scopePath: String(r.scopePath ?? '') }));
    this.rules = { version, rules };
    return rules;
  }

  private async load(roleIds: string[], version: number): Promise<Grants> {
    if (roleIds.length === 0) return { version, perms: new Set(), dataScopes: new Map(), apiScopes: new Set() };
    const codes = await this.db
      .selectFrom('bladeRoleMenu as rm')
      .innerJoin('bladeMenu as m', 'm.id', 'rm.menuId')
      .innerJoin('bladeRole as r', 'r.id', 'rm.roleId')
      .select('m.code')
      .distinct()
      .where('rm.roleId', 'in', roleIds)
      .where('m.isDeleted', '=', 0)
      .where('r.isDeleted', '=', 0)
      .execute();
    const scopes = await this.db
      .selectFrom('bladeRoleScope as rs')
      .innerJoin('bladeScopeData as s', 's.id', 'rs.scopeId')
      .select(['s.resourceCode', 's.scopeType', 's.scopeColumn', 's.scopeValue'])
      .where('rs.roleId', 'in', roleIds)
      .where('rs.scopeCategory', '=', 1)
      .where('s.isDeleted', '=', 0)
      .orderBy(sql`s.scope_type`)
      .execute();
    const dataScopes = new Map<string, DataScopeRule>();
    // Several rules for one resource: the widest wins (lowest type number), as roles add up.
    for (const s of scopes) {
      const code = String(s.resourceCode);
      if (!dataScopes.has(code)) {
        dataScopes.set(code, { scopeType: Number(s.scopeType), scopeColumn: String(s.scopeColumn || 'create_user'), scopeValue: String(s.scopeValue ?? '') });
      }
    }
    const apiScopes = await this.db
      .selectFrom('bladeRoleScope')
      .select('scopeId')
      .where('roleId', 'in', roleIds)
      .where('scopeCategory', '=', 2)
      .execute();
    return { version, perms: new Set(codes.map((c) => String(c.code))), dataScopes, apiScopes: new Set(apiScopes.map((r) => String(r.scopeId))) };
  }
}
