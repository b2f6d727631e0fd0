import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { ChangeFeed } from '../db/versions';

/** Every write to blade_tenant bumps this counter (server/crud/repository.ts, tenant provisioning). */
export const TENANT_VERSION = 't:blade_tenant:*';

interface Snapshot {
  version: number;
  /** Live tenants and when their licence ends (ms since epoch; null = never). */
  tenants: Map<string, number | null>;
}

/**
 * Whether a token's tenant may still work: it exists and its licence has not ended. Sign-in and
 * refresh check the same; this ends the access tokens already issued, at the expiry time itself or at
 * once when the tenant is removed or its expiry moved into the past, on every instance. The tenant
 * table is small: all of it is cached on its change counter.
 */
export class TenantStatus {
  private snapshot: Snapshot | undefined;
  private loading: Promise<Snapshot> | undefined;

  constructor(
    private readonly db: Db,
    private readonly feed: ChangeFeed,
  ) {}

  async usable(tenantId: string): Promise<boolean> {
    const snap = await this.current();
    if (!snap.tenants.has(tenantId)) return false;
    const ends = snap.tenants.get(tenantId);
    return ends == null || ends > Date.now();
  }

  private async current(): Promise<Snapshot> {
    const version = this.feed.version(TENANT_VERSION);
    if (this.snapshot && this.snapshot.version === version) return this.snapshot;
    this.loading ??= this.load(version).finally(() => (this.loading = undefined));
    const snap = await this.loading;
    if (snap.version < version) return (this.snapshot = await this.load(version));
    return snap;
  }

  private async load(version: number): Promise<Snapshot> {
    const rows = await this.db
      .selectFrom('blade_tenant')
      .select(['tenantId', sql<string | null>`(extract(epoch from expire_time) * 1000)::bigint`.as('endsMs')])
      .where('isDeleted', '=', 0)
      .execute();
    const snap: Snapshot = {
      version,
      tenants: new Map(rows.map((r) => [String(r.tenantId), r.endsMs == null ? null : Number(r.endsMs)])),
    };
    this.snapshot = snap;
    return snap;
  }
}
