import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../http/access';
import type { WriteScope } from '../../crud/write-scope';
import { registerActionHook, type ActionHookArgs } from '../../crud/action-hooks';
import { registerRemoveHook, registerWriteHook, type RemoveHookArgs, type WriteHookArgs } from '../../crud/write-hooks';
import { badRequest, businessError } from '../../http/errors';
import { newId } from '../../core/ids';
import { NOTICE_PUBLISHED, SCOPE_MARKET_TYPES, SCOPE_SUBJECTS } from '../../../resources/desk/notice/schema';
import { registerNoticeReads } from './notice-reads';

type Row = Record<string, unknown>;

export const PUBLISHED_LOCKED = '已发布的通知不能修改';
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
 * - a save names its scope (market types, or subjects) and a published notice is not edited;
 * - `publish` (declared action) writes one read row (`noticesubject`) per live subject of the tenant in
 *   the scope (refused when there is none) and the notice's target count;
 * - removing notices removes their read rows.
 * The reading calls and `confirm` are in notice-reads.ts.
 */
export function registerNotices(app: FastifyInstance) {
  const notices = app.repo('notice');
  const reads = app.repo('noticesubject');
  const subjects = app.repo('subject');

  function onNotice({ row, before }: WriteHookArgs) {
    if (before && Number(before.noticeStatus) === NOTICE_PUBLISHED) throw businessError(PUBLISHED_LOCKED);
    const scopeType = Number(row.scopeType);
    if (scopeType === SCOPE_MARKET_TYPES && split(row.marketTypes).length === 0) throw badRequest(CHOOSE_MARKET_TYPES);
    else if (scopeType === SCOPE_SUBJECTS && split(row.subjectIds).length === 0) throw badRequest(CHOOSE_SUBJECTS);
    else if (scopeType !== SCOPE_MARKET_TYPES && scopeType !== SCOPE_SUBJECTS) throw badRequest('请选择发布范围');
  }

  /** The live subjects of the tenant a notice goes to. */
  async function targetsOf(scope: WriteScope, ctx: RequestContext, notice: Row): Promise<string[]> {
    let q = scope.trx
      .selectFrom(subjects.def.table)
      .select('id')
      .where('tenantId', '=', ctx.tenantId)
      .where('isDeleted', '=', 0);
    if (Number(notice.scopeType) === SCOPE_SUBJECTS) {
      const ids = split(notice.subjectIds);
      if (ids.length === 0) return [];
      q = q.where('id', 'in', ids);
    } else {
      const types = split(notice.marketTypes).map(Number).filter(Number.isInteger);
      if (types.length === 0) return [];
      q = q.where('marketType', 'in', types);
    }
    return (await q.orderBy('id').execute()).map((r) => String(r.id));
  }

  async function onPublish({ scope, ctx, rows }: ActionHookArgs) {
    for (const notice of rows) {
      const targets = await targetsOf(scope, ctx, notice);
      if (targets.length === 0) throw businessError(NO_TARGETS);
      const dept = (ctx.deptId || '').split(',')[0] || null;
      for (let i = 0; i < targets.length; i += BATCH) {
        await scope.trx
          .insertInto(reads.def.table)
          .values(
            targets.slice(i, i + BATCH).map((subjectId) => ({
              id: newId(),
              tenantId: ctx.tenantId,
              noticeId: String(notice.id),
              subjectId,
              createUser: ctx.userId || null,
              createDept: dept,
              updateUser: ctx.userId || null,
              status: 1,
              isDeleted: 0,
            })),
          )
          .execute();
      }
      await scope.trx
        .updateTable(notices.def.table)
        .set({ targetCount: targets.length, readCount: 0 })
        .where('id', '=', String(notice.id))
        .where('tenantId', '=', ctx.tenantId)
        .execute();
    }
    scope.touch(reads.versionKeyFor(ctx));
    scope.touch(notices.versionKeyFor(ctx));
  }

  async function onNoticesRemoved({ scope, ctx, ids }: RemoveHookArgs) {
    const r = await scope.trx
      .updateTable(reads.def.table)
      .set({ isDeleted: 1, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
      .where((eb) => eb.and([eb('tenantId', '=', ctx.tenantId), eb('isDeleted', '=', 0), eb('noticeId', 'in', ids)]))
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) > 0) scope.touch(reads.versionKeyFor(ctx));
  }

  const offs = [
    registerWriteHook('notice', onNotice),
    registerActionHook('notice', 'publish', onPublish),
    registerRemoveHook('notice', onNoticesRemoved),
  ];
  app.addHook('onClose', async () => {
    for (const off of offs) off();
  });
  registerNoticeReads(app);
}
