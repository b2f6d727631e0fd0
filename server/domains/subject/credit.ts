import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { RemoveHook, WriteHook } from '../../crud/hooks';
import { badRequest } from '../../http/errors';
import type subjectcredit from '../../../resources/subject/subjectcredit/schema';
import {
  CREDIT_CHANGE_LIMIT,
  CREDIT_LEVELS,
  CREDIT_LOWEST_LEVEL,
  CREDIT_MAX,
  CREDIT_MIN,
  CREDIT_START,
} from '../../../resources/subject/subjectcredit/credit-rules';

const SUBJECT_TABLE = 'biz_subject';
const CREDIT_TABLE = 'biz_subject_credit';

/**
 * Sets the credit score and level of the tenant's subjects `ids` (all its subjects when absent) from
 * their live credit records: start plus the sum of changes, within the bounds, then the level by the
 * floors (resources/subject/subjectcredit/credit-rules.ts). Two statements on the caller's transaction.
 */
export async function recomputeCredit(db: Db, tenantId: string, ids?: string[]): Promise<void> {
  if (ids && ids.length === 0) return;
  const sum = sql<number>`coalesce((select sum(c.change_score) from ${sql.table(CREDIT_TABLE)} c
    where c.tenant_id = ${sql.table(SUBJECT_TABLE)}.tenant_id and c.subject_id = ${sql.table(SUBJECT_TABLE)}.id and c.is_deleted = 0), 0)`;
  const score = sql<number>`least(${sql.lit(CREDIT_MAX)}, greatest(${sql.lit(CREDIT_MIN)}, ${sql.lit(CREDIT_START)} + ${sum}))`;
  const level = sql<number>`case ${sql.join(
    CREDIT_LEVELS.map(([floor, key]) => sql`when credit_score >= ${sql.lit(floor)} then ${sql.lit(key)}`),
    sql` `,
  )} else ${sql.lit(CREDIT_LOWEST_LEVEL)} end`;
  // The level reads the score, so it is set by a second statement, once the first has written the score.
  const setOnSubjects = (values: { creditScore: typeof score } | { creditLevel: typeof level }) =>
    db
      .updateTable(SUBJECT_TABLE)
      .set(values)
      .where('tenantId', '=', tenantId)
      .$if(!!ids, (q) => q.where('id', 'in', ids ?? []))
      .execute();
  await setOnSubjects({ creditScore: score });
  await setOnSubjects({ creditLevel: level });
}

/**
 * 信用记录 → the subject's score: every insert, update (also a record moved to another subject) and
 * removal of a credit record recomputes the score and level of the subjects it touches, in the same
 * transaction, and marks the subject table changed so its cached pages retire. A new record without
 * `recordUser` is recorded by the caller.
 */
export function creditRules(app: FastifyInstance) {
  const subjects = app.repo('subject');
  const credits = app.repo('subjectcredit');

  const onCredit: WriteHook<typeof subjectcredit> = async ({ scope, ctx, op, row, before }) => {
    const change = Number(row.changeScore);
    if (!Number.isFinite(change) || Math.abs(change) > CREDIT_CHANGE_LIMIT) {
      throw badRequest(`分值变化须在-${CREDIT_CHANGE_LIMIT}到${CREDIT_CHANGE_LIMIT}之间`);
    }
    const ids = [
      ...new Set(
        [row.subjectId, before?.subjectId].filter((id) => id !== undefined && id !== null && id !== '').map(String),
      ),
    ];
    await recomputeCredit(scope.trx, ctx.tenantId, ids);
    scope.touch(subjects.versionKeyFor(ctx));
    if (op === 'insert' && !row.recordUser && ctx.userId) {
      const updated = await scope.trx
        .updateTable(credits.def.table)
        .set({ recordUser: ctx.userId })
        .where('id', '=', String(row.id))
        .returningAll()
        .executeTakeFirstOrThrow();
      return credits.serialize(updated);
    }
  };

  const onCreditsRemoved: RemoveHook<typeof subjectcredit> = async ({ scope, ctx, rows }) => {
    await recomputeCredit(scope.trx, ctx.tenantId, [...new Set(rows.map((r) => String(r.subjectId)))]);
    scope.touch(subjects.versionKeyFor(ctx));
  };

  return { onCredit, onCreditsRemoved };
}
