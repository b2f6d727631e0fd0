import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { GRANTS_VERSION, type ChangeFeed } from '../db/versions';
import type { DataScopeRule } from './access';
import { withinPackage } from './tenant-package';

/** A live role of the caller's tenant, as the database says now (never as a token says). */
export interface LiveRole {
  id: string;
  alias: string;
}

interface Grants {
  version: number;
  /** The token's roles that are live rows of its tenant; aliases and administrator status come from here. */
  roles: LiveRole[];
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
 * The live roles, codes and data scopes of a tenant's role set, cached per (tenant, role set) and dropped
 * whenever any role, grant, menu or scope rule changes (the 'grants' counter), so a change applies to
 * the very next request on every instance. Roles are looked up by id within the token's tenant: a
 * token names role ids only, so neither another tenant's role nor an alias smuggled into a joined
 * string can lend its holder anything.
 */
export class PermissionService {
  private cache = new Map<string, Grants>();
  private rules: { version: number; rules: ApiRule[] } | undefined;

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
  ) {}

  async grantsOf(tenantId: string, roleIds: string[]): Promise<Grants> {
    const key = `${tenantId}:${[...roleIds].sort().join(',')}`;
    const version = this.feed.version(GRANTS_VERSION);
    const hit = this.cache.get(key);
    if (hit && hit.version === version) return hit;
    const grants = await this.load(tenantId, roleIds, version);
    if (this.cache.size > 1000) this.cache.clear();
    this.cache.set(key, grants);
    return grants;
  }

  /** Every live API scope rule, reloaded with the grants. */
  async apiRules(): Promise<ApiRule[]> {
    const version = this.feed.version(GRANTS_VERSION);
    if (this.rules?.version === version) return this.rules.rules;
    const rows = await this.db
      .selectFrom('blade_scope_api')
      .select(['id', 'scopePath'])
      .where('isDeleted', '=', 0)
      .execute();
    const rules = rows.map((r) => ({ id: String(r.id), scopePath: String(r.scopePath ?? '') }));
    this.rules = { version, rules };
    return rules;
  }

  private async load(tenantId: string, tokenRoleIds: string[], version: number): Promise<Grants> {
    const none: Grants = { version, roles: [], perms: new Set(), dataScopes: new Map(), apiScopes: new Set() };
    if (tokenRoleIds.length === 0) return none;
    const roles = (
      await this.db
        .selectFrom('blade_role')
        .select(['id', 'roleAlias'])
        .where('tenantId', '=', tenantId)
        .where('id', 'in', tokenRoleIds)
        .where('isDeleted', '=', 0)
        .orderBy('sort')
        .orderBy('id')
        .execute()
    ).map((r) => ({ id: String(r.id), alias: String(r.roleAlias ?? '') }));
    if (roles.length === 0) return none;
    const roleIds = roles.map((r) => r.id);
    const codes = await this.db
      .selectFrom('blade_role_menu as rm')
      .innerJoin('blade_menu as m', 'm.id', 'rm.menuId')
      .innerJoin('blade_role as r', 'r.id', 'rm.roleId')
      .select('m.code')
      .distinct()
      .where('rm.roleId', 'in', roleIds)
      .where('m.isDeleted', '=', 0)
      .where('r.isDeleted', '=', 0)
      // A tenant package limits what the tenant's roles hold, grants made before it included.
      .where((eb) => withinPackage(eb, 'r.tenant_id', 'm.id'))
      .execute();
    const scopes = await this.db
      .selectFrom('blade_role_scope as rs')
      .innerJoin('blade_scope_data as s', 's.id', 'rs.scopeId')
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
        dataScopes.set(code, {
          scopeType: Number(s.scopeType),
          scopeColumn: String(s.scopeColumn || 'create_user'),
          scopeValue: String(s.scopeValue ?? ''),
        });
      }
    }
    const apiScopes = await this.db
      .selectFrom('blade_role_scope')
      .select('scopeId')
      .where('roleId', 'in', roleIds)
      .where('scopeCategory', '=', 2)
      .execute();
    return {
      version,
      roles,
      perms: new Set(codes.map((c) => String(c.code))),
      dataScopes,
      apiScopes: new Set(apiScopes.map((r) => String(r.scopeId))),
    };
  }
}
