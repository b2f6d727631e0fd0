import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ResourceName } from '../../resources/declarations';
import { engineView } from '../db/connection';
import type { RowOf } from '../db/database';
import type { RequestContext } from '../http/access';
import { notFound } from '../http/errors';
import type { WriteScope } from './write-scope';

/** The resources whose rows are filed under a subject (a `subjectId` column). */
type SubjectFiled = { [N in ResourceName]: 'subjectId' extends keyof RowOf<N> ? N : never }[ResourceName];

/** Rows that belong to a parent row: a complaint's photos and videos, a self-check report's. */
export interface ChildRows<P extends SubjectFiled, C extends SubjectFiled> {
  parent: P;
  children: readonly C[];
  /** The children's column naming their parent (`complaintId`). */
  parentKey: keyof RowOf<C> & string;
  /** Refused when a child names no live parent of the caller's tenant (`投诉不存在`). */
  missingParent: string;
}

/** What the rule reads of a child's write: the fields every child shares. */
interface ChildWrite {
  scope: WriteScope;
  ctx: RequestContext;
  row: Record<string, unknown> & { id: string; subjectId: string | null };
}

/**
 * Child rows follow their parent, in the transaction of each write:
 * - `onChildWrite(name)`: a child takes its subject from its parent, whatever the client sent, so it cannot
 *   be filed under another subject. The parent was checked against the caller's tenant and data scope by
 *   the engine's reference check; it is read here within the tenant again, as hooks run for every route.
 * - `onParentsRemoved`: removing parents removes their children.
 */
export function childRowsFollowParent<P extends SubjectFiled, C extends SubjectFiled>(
  app: FastifyInstance,
  rule: ChildRows<P, C>,
) {
  // Read as any declared resource: the engine's view of the tables names them at run time.
  const parents = app.repo<ResourceName>(rule.parent);
  const parentKey: string = rule.parentKey;

  const onChildWrite = (name: C) => {
    const children = app.repo<ResourceName>(name);
    return async ({ scope, ctx, row }: ChildWrite) => {
      const parent = await engineView(scope.trx)
        .selectFrom(parents.def.table)
        .select(['id', 'subjectId'])
        .where((eb) =>
          eb.and([
            eb('tenantId', '=', ctx.tenantId),
            eb('isDeleted', '=', 0),
            eb('id', '=', String(row[parentKey] ?? '0')),
          ]),
        )
        .executeTakeFirst();
      if (!parent) throw notFound(rule.missingParent);
      if (String(parent.subjectId) === String(row.subjectId)) return row;
      return children.serialize(
        await engineView(scope.trx)
          .updateTable(children.def.table)
          .set({ subjectId: parent.subjectId })
          .where('id', '=', String(row.id))
          .where('tenantId', '=', ctx.tenantId)
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    };
  };

  const onParentsRemoved = async ({ scope, ctx, ids }: { scope: WriteScope; ctx: RequestContext; ids: string[] }) => {
    for (const name of rule.children) {
      const children = app.repo<ResourceName>(name);
      const removed = await engineView(scope.trx)
        .updateTable(children.def.table)
        .set({ isDeleted: 1, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
        .where((eb) => eb.and([eb('tenantId', '=', ctx.tenantId), eb('isDeleted', '=', 0), eb(parentKey, 'in', ids)]))
        .executeTakeFirst();
      if (Number(removed.numUpdatedRows) > 0) scope.touch(children.versionKeyFor(ctx));
    }
  };

  return { onChildWrite, onParentsRemoved };
}
