import type { FastifyInstance } from 'fastify';
import { isId } from '../../core/ids';
import type { RemoveCall } from '../../crud/resource-server';

/** Where a removed attachment's bytes are: its object name and its store (none = the local disk). */
interface StoredObject {
  name: string;
  ossId: string | null;
}

/**
 * 附件管理's removal: the generic remove (scope, all-or-none) marks the rows removed; then their stored
 * objects are deleted, so a removed attachment's link stops working and its bytes are gone. The objects
 * are read before the rows change (only the caller's own rows), and deleted after the commit: a failed
 * remove deletes nothing. What `check` read waits for `after` under its call.
 */
export function attachRemoval(app: FastifyInstance) {
  const repo = app.repo('attach');
  const pending = new WeakMap<RemoveCall, StoredObject[]>();
  return {
    async check(call: RemoveCall) {
      const ids = call.ids.filter(isId);
      const objects = ids.length
        ? await app.db
            .selectFrom(repo.def.table)
            .select(['name', 'ossId'])
            .where((eb) => eb.and([repo.scope(eb, call.ctx), eb('id', 'in', ids)]))
            .execute()
        : [];
      pending.set(
        call,
        objects.map((o) => ({ name: String(o.name), ossId: o.ossId == null ? null : String(o.ossId) })),
      );
    },
    async after(call: RemoveCall) {
      await app.files.removeObjects(call.ctx.tenantId, pending.get(call) ?? [], call.req.log);
    },
  };
}
