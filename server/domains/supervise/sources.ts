import type { FastifyInstance } from 'fastify';
import { engineView } from '../../db/connection';
import type { WriteScope } from '../../crud/write-scope';
import { rowExists, type Repository } from '../../crud/repository';
import type { RequestContext } from '../../http/access';
import { badRequest, businessError, notFound } from '../../http/errors';
import { isId } from '../../core/ids';
import { FINDING_COMPLETE, FINDING_STATUS, isFinding } from '../../../resources/findings';
import { allowsFrom, lifecycleOf, stateOf } from '../../../resources/lifecycles';

type Row = Record<string, unknown>;

/** The repository of a finding kind named by a supervision or a rectification (`sourceType`). */
export function findingRepo(app: FastifyInstance, sourceType: unknown, message = '来源类型不正确'): Repository {
  const source = app.repos.get(String(sourceType ?? ''));
  if (!source || !isFinding(source.def)) throw badRequest(message);
  return source;
}

/**
 * The finding a supervision or a rectification is about, locked in the writer's transaction: a live
 * record of the caller's tenant, whatever its data scope (a superior takes up findings of any
 * squadron). Its fields come back camelCase (subjectId, description, foundTime, deadline, deptId,
 * regionCode). Which table it is in the row names (`sourceType`), so it is read as the engine reads a
 * table a declaration names (`engineView`), and answered as a plain record.
 */
export async function lockedFinding(
  scope: WriteScope,
  ctx: RequestContext,
  source: Repository,
  sourceId: unknown,
  message = '来源异常不存在或无权操作',
): Promise<Row> {
  const id = String(sourceId ?? '');
  const finding = isId(id)
    ? await engineView(scope.trx)
        .selectFrom(source.def.table)
        .selectAll()
        .where((eb) =>
          eb.and([
            eb(eb.ref('tenantId'), '=', ctx.tenantId),
            eb(eb.ref('isDeleted'), '=', 0),
            eb(eb.ref('id'), '=', id),
          ]),
        )
        .forUpdate()
        .executeTakeFirst()
    : undefined;
  if (!finding) throw notFound(message);
  return finding;
}

/** How a supervision or a rectification takes up a finding, and what it answers when it may not. */
export interface TakeUp {
  /** The supervisions or the rectifications. */
  repo: Repository;
  /** Their state column, and the states in which one is under way. */
  state: 'superviseStatus' | 'correctStatus';
  open: readonly number[];
  /** What is refused in words; `verb` names the taking up (督办, 整改) in `该异常未确认,不能督办`. */
  refusals: { kind: string; missing: string; complete: string; busy: string; verb: string };
}

/**
 * The finding a supervision or a rectification (`row`) is saved about, in the save's transaction: of a
 * kind living the finding life (`sourceType`), locked (lockedFinding), not yet complete, and with no
 * other supervision or rectification under way about it (any data scope of the tenant).
 */
export async function takenUpFinding(
  app: FastifyInstance,
  scope: WriteScope,
  ctx: RequestContext,
  row: { id: string; sourceType: unknown; sourceId: unknown },
  rule: TakeUp,
): Promise<{ source: Repository; finding: Row }> {
  const source = findingRepo(app, row.sourceType, rule.refusals.kind);
  const finding = await lockedFinding(scope, ctx, source, row.sourceId, rule.refusals.missing);
  if (Number(finding[FINDING_STATUS]) === FINDING_COMPLETE) throw businessError(rule.refusals.complete);
  // Only a finding its life can still move (a camera event rejected as a false alarm never opens one).
  const life = lifecycleOf(source.def, FINDING_STATUS);
  const current = finding[FINDING_STATUS];
  if (!life?.actions.some((a) => allowsFrom(a, current)))
    throw businessError(`该异常${stateOf(life, current)?.label ?? '状态不明'},不能${rule.refusals.verb}`);
  const other = await rowExists(rule.repo, scope.trx, { ...ctx, isAdministrator: true }, (eb) => [
    eb(eb.ref('sourceType'), '=', String(row.sourceType)),
    eb(eb.ref('sourceId'), '=', String(row.sourceId)),
    eb(eb.ref(rule.state), 'in', rule.open),
    eb(eb.ref('id'), '<>', String(row.id)),
  ]);
  if (other) throw businessError(rule.refusals.busy);
  return { source, finding };
}

/** A finding's value as a text column takes it (read as text already: ids, codes), or null. */
export const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** A date column as the wire shows it (yyyy-MM-dd), or null. */
export function wireDate(v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date) {
    const local = new Date(v.getTime() - v.getTimezoneOffset() * 60_000);
    return local.toISOString().slice(0, 10);
  }
  return String(v).slice(0, 10);
}
