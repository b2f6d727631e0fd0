import type { TokenClaims } from './tokens';
import type { IdempotencyClaim } from './idempotency-claim';

/**
 * Every route says who may call it (deny by default: a route without this refuses to register).
 * - 'public': anyone (login, captcha, tenant info).
 * - 'authenticated': any signed-in user (own profile, menus).
 * - { perm }: a signed-in user holding one of these menu or button codes (administrators hold all).
 * - { platformAdmin: true }: an administrator of the platform tenant 000000.
 */
export type Access = 'public' | 'authenticated' | { perm: string | string[] } | { platformAdmin: true };

export interface DataScopeRule {
  /** 1 all, 2 own rows, 3 own dept, 4 own dept and below, 5 custom dept list. */
  scopeType: number;
  scopeColumn: string;
  scopeValue: string;
}

export interface RequestContext extends TokenClaims {
  roleIds: string[];
  roleAliases: string[];
  isAdministrator: boolean;
  /** Menu and button codes granted to the user's roles. */
  perms: ReadonlySet<string>;
  /** Data scope rule per resource code, from the roles' grants. */
  dataScopes: ReadonlyMap<string, DataScopeRule>;
  ip: string;
  /**
   * Change counters the guard already confirmed against the database for this request (PostgreSQL,
   * several instances): a read of those tables need not ask again.
   */
  synced?: ReadonlySet<string>;
  /** The request's claim of its Idempotency-Key (server/http/idempotency.ts): its writes mark it committed. */
  idempotency?: IdempotencyClaim;
}

export const PLATFORM_TENANT = '000000';
export const ADMIN_ROLE_ALIAS = 'administrator';

/**
 * The super administrator is the platform tenant's `administrator` role and nothing else: a tenant's
 * own admin role is an ordinary role (alias `admin`) holding the menus granted to it.
 */
export const isAdministratorRole = (tenantId: string, aliases: readonly string[]) =>
  tenantId === PLATFORM_TENANT && aliases.includes(ADMIN_ROLE_ALIAS);

export function holds(ctx: RequestContext, codes: string | string[]): boolean {
  if (ctx.isAdministrator) return true;
  const list = Array.isArray(codes) ? codes : [codes];
  return list.some((c) => ctx.perms.has(c));
}

/**
 * The caller's tenant without their data-scope narrowing: for reads that must see every live row of
 * the tenant (one's own row, pickers, labels, uniqueness checks), whoever created them.
 */
export const tenantWide = (ctx: RequestContext): RequestContext => ({ ...ctx, dataScopes: new Map() });

export const isPlatformAdmin = (ctx: RequestContext) => ctx.isAdministrator && ctx.tenantId === PLATFORM_TENANT;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * The change counters the handler's cached reads depend on, for a caller of this tenant: the guard
     * confirms them with its own, in one query (server/crud/routes.ts gives its read routes theirs).
     */
    readKeys?: (tenantId: string) => string[];
    /**
     * The route's input is checked against a declaration (the generic routes of server/crud); every
     * other route carries a JSON schema (server/http/route-schema.ts).
     */
    validatedBy?: 'declaration';
  }
  interface FastifyRequest {
    ctx: RequestContext | null;
  }
}
