import type { Db } from '../db/connection';
import type { RowOf } from '../db/database';
import ossDef from '../../resources/platform/oss/schema';
import { LocalStorage, S3Storage, type Storage } from './storage';

import { OSS_ENABLED, OSS_OFF } from '../../resources/platform/oss/schema';

export { OSS_ENABLED, OSS_OFF };

/**
 * Which storage holds a tenant's objects. New uploads go to the tenant's enabled oss row, else to the
 * local disk (zero set-up). Each attach row remembers its oss row (none = local), so objects stay
 * reachable after another store is enabled, or their row removed.
 */
export class FileStores {
  readonly local: LocalStorage;
  /** S3 clients by oss row, rebuilt when the row changes (its update time). */
  private readonly clients = new Map<string, { stamp: string; storage: S3Storage }>();

  constructor(
    private readonly db: Db,
    root: string,
  ) {
    this.local = new LocalStorage(root);
  }

  async forUpload(tenantId: string): Promise<{ storage: Storage; ossId: string | null }> {
    const row = await this.db
      .selectFrom(ossDef.table)
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('status', '=', OSS_ENABLED)
      .where('isDeleted', '=', 0)
      .orderBy('updateTime', 'desc')
      .executeTakeFirst();
    return row ? { storage: this.s3Of(row), ossId: String(row.id) } : { storage: this.local, ossId: null };
  }

  /** The storage an existing object was put in; null when its oss row is gone from the database. */
  async forObject(tenantId: string, ossId: string | null | undefined): Promise<Storage | null> {
    if (!ossId || ossId === '0') return this.local;
    // A removed (logically deleted) row still says where its objects are.
    const row = await this.db
      .selectFrom(ossDef.table)
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('id', '=', ossId)
      .executeTakeFirst();
    return row ? this.s3Of(row) : null;
  }

  private s3Of(row: RowOf<'oss'>): S3Storage {
    const key = String(row.id);
    const stamp = String(row.updateTime);
    const cached = this.clients.get(key);
    if (cached && cached.stamp === stamp) return cached.storage;
    cached?.storage.destroy();
    const storage = new S3Storage({
      id: key,
      category: Number(row.category),
      endpoint: row.endpoint ?? '',
      accessKey: row.accessKey ?? '',
      secretKey: row.secretKey ?? '',
      bucketName: row.bucketName ?? '',
      appId: row.appId,
      region: row.region,
    });
    this.clients.set(key, { stamp, storage });
    return storage;
  }

  close() {
    for (const { storage } of this.clients.values()) storage.destroy();
    this.clients.clear();
  }
}
