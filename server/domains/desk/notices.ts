import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../http/access';
import type { WriteScope } from '../../crud/write-scope';
import type { ActionHook, RemoveHook, WriteHook } from '../../crud/hooks';
import type { WireRowOf } from '../../crud/wire-row';
import { badRequest, businessError } from '../../http/errors';
import { newId } from '../../core/ids';
import type notice from '../../../resources/desk/notice/schema';
import { SCOPE_MARKET_TYPES, SCOPE_SUBJECTS } from '../../../resources/desk/notice/schema';
import { createdBy } from '../../crud/created-by';

export const NO_TARGETS = '发布范围内没有经营主体,无法发布';
export const CHOOSE_MARKET_TYPES = '请选择市场类型';
export const CHOOSE_SUBJECTS = '请选择经营主体';
const BATCH = 500;

const split = (v: unknown) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * 监管通知 (`/api/blade-desk/notice`), in the transactions of the engine's saves and actions:
 * - a save names its scope (market types, or subjects) and a published notice is not edited (its life cycle says so);
 * - `publish` (declared action) writes one read row (`noticesubject`) per live subject of the tenant in
 *   the scope (refused when there is none) and the notice's target count;
 * - removing notices removes their read rows.
 * The reading calls and `confirm` are in notice-reads.ts.
 */
export function noticeRules(app: FastifyInstance) {
  const notices = app.repo('notice');
  const reads = app.repo('noticesubject');
  const subjects = app.repo('subject');

  const onNotice: WriteHook<typeof notice> = ({ row }) => {
    const scopeType = Number(row.scopeType);
    if (scopeType === SCOPE_MARKET_TYPES && split(row.marketTypes).length === 0) throw badRequest(CHOOSE_MARKET_TYPES);
    else if (scopeType === SCOPE_SUBJECTS && split(row.subjectIds).length === 0) throw badRequest(CHOOSE_SUBJECTS);
    else if (scopeType !== SCOPE_MARKET_TYPES && scopeType !== SCOPE_SUBJECTS) throw badRequest('请选择发布范围');
  };

  /** The live subjects of the tenant a notice goes to. */
  async function targetsOf(scope: WriteScope, ctx: RequestContext, sent: WireRowOf<typeof notice>): Promise<string[]> {
    let q = scope.trx
      .selectFrom(subjects.def.table)
      .select('id')
      .where('tenantId', '=', ctx.tenantId)
      .where('isDeleted', '=', 0);
    if (Number(sent.scopeType) === SCOPE_SUBJECTS) {
      const ids = split(sent.subjectIds);
      if (ids.length === 0) return [];
      q = q.where('id', 'in', ids);
    } else {
      const types = split(sent.marketTypes).map(Number).filter(Number.isInteger);
      if (types.length === 0) return [];
      q = q.where('marketType', 'in', types);
    }
    return (await q.orderBy('id').execute()).map((r) => String(r.id));
  }

  const onPublish: ActionHook<typeof notice> = async ({ scope, ctx, rows }) => {
    for (const published of rows) {
      const targets = await targetsOf(scope, ctx, published);
      if (targets.length === 0) throw businessError(NO_TARGETS);
      for (let i = 0; i < targets.length; i += BATCH) {
        await scope.trx
          .insertInto(reads.def.table)
          .values(
            targets.slice(i, i + BATCH).map((subjectId) => ({
              id: newId(),
              tenantId: ctx.tenantId,
              noticeId: String(published.id),
              subjectId,
              ...createdBy(ctx),
            })),
          )
          .execute();
      }
      await scope.trx
        .updateTable(notices.def.table)
        .set({ targetCount: targets.length, readCount: 0 })
        .where('id', '=', String(published.id))
        .where('tenantId', '=', ctx.tenantId)
        .execute();
    }
    scope.touch(reads.versionKeyFor(ctx));
    scope.touch(notices.versionKeyFor(ctx));
  };

  const onNoticesRemoved: RemoveHook<typeof notice> = async ({ scope, ctx, ids }) => {
    const r = await scope.trx
      .updateTable(reads.def.table)
      .set({ isDeleted: 1, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
      .where((eb) => eb.and([eb('tenantId', '=', ctx.tenantId), eb('isDeleted', '=', 0), eb('noticeId', 'in', ids)]))
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) > 0) scope.touch(reads.versionKeyFor(ctx));
  };

  return { onNotice, onPublish, onNoticesRemoved };
}
