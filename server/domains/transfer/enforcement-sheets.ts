import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WriteHook } from '../../crud/hooks';
import type { Repository } from '../../crud/repository';
import { codesOf } from '../../crud/routes';
import { referenceCheck } from '../../crud/references';
import { writableValues } from '../../crud/validate';
import { isBlank } from '../../http/request';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { ctxOf } from '../../http/request';
import { envelope, params, S, withMessage } from '../../http/route-schema';
import { ownershipFromSubject } from './ownership';
import type enforcementsheet from '../../../resources/transfer/enforcementsheet/schema';
import { sheetNumber } from '../../../resources/transfer/enforcementsheet/schema';

/** Advisory lock class of the document numbering (with the tenant's hash and the year). */
const NUMBERING_LOCK = 'enforcementsheet-number';
const NOT_AN_OBJECT = '请求体格式错误';

/**
 * 执法文书 (docs/domain.md flow 7). A new document gets its number in its own transaction: the year of its
 * date and the next of the tenant's sequence for that year (`sheetNumber`: the kind's short name, the
 * year, four digits), under a transaction lock per tenant and year so two saves never draw the same
 * one, and the unique index on the number besides. Numbers of removed documents are not given again
 * (the sequence counts every row ever numbered). A number stays with its document: an edit may change
 * the kind or the day but not the year it was numbered in. The responsible dept and region default to
 * the subject's.
 */
export function enforcementSheetRule(app: FastifyInstance): WriteHook<typeof enforcementsheet> {
  const repo = app.repo('enforcementsheet');
  const { def } = repo;
  const subjects = app.repo('subject');
  return async ({ scope, ctx, op, row }) => {
    const year = Number(String(row.issueDate ?? '').slice(0, 4));
    const owner = await ownershipFromSubject(scope, ctx, subjects, row);
    if (op === 'update') {
      if (Number(row.docYear) && year !== Number(row.docYear))
        throw badRequest('文书编号已生成,文书日期不能改到其他年度');
      if (Object.keys(owner).length === 0) return;
      return repo.serialize(
        await scope.trx
          .updateTable(def.table)
          .set(owner)
          .where('id', '=', String(row.id))
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    }
    await sql`select pg_advisory_xact_lock(hashtext(${`${NUMBERING_LOCK}:${ctx.tenantId}`}), ${year}::int)`.execute(
      scope.trx,
    );
    const last = await scope.trx
      .selectFrom(def.table)
      .select((eb) => eb.fn.max('docSeq').as('seq'))
      .where('tenantId', '=', ctx.tenantId)
      .where('docYear', '=', year)
      .executeTakeFirst();
    const seq = Number(last?.seq ?? 0) + 1;
    const saved = await scope.trx
      .updateTable(def.table)
      .set({ ...owner, docYear: year, docSeq: seq, docNo: sheetNumber(row.docType, year, seq) })
      .where('id', '=', String(row.id))
      .returningAll()
      .executeTakeFirstOrThrow();
    return repo.serialize(saved);
  };
}

/**
 * `save` (add right) and `update` (edit right) are `submit` split by intent: `save` never updates and
 * `update` needs the id. The body is the record, checked by the declaration as a submit's; a body that
 * is no object is refused as it was (请求体格式错误), and the handlers answer a given or missing id.
 */
export function sheetFormRoutes(app: FastifyInstance, repo: Repository<typeof enforcementsheet>) {
  const { def } = repo;
  const codes = codesOf(def);
  const checkReferences = referenceCheck(app.db, app.repos);
  const schema = { body: withMessage(params({ id: S.any }), NOT_AN_OBJECT), response: envelope(S.record) };

  app.post(`${def.base}/save`, { config: { access: { perm: codes.add } }, schema }, async (req) => {
    const ctx = ctxOf(req);
    const body = bodyOf(req);
    if (!isBlank(body.id)) throw badRequest('新增数据不能指定id');
    const values = writableValues(def, body, 'insert');
    await checkReferences(ctx, def, values);
    return ok(await repo.insert(ctx, values));
  });
  app.post(`${def.base}/update`, { config: { access: { perm: codes.edit } }, schema }, async (req) => {
    const ctx = ctxOf(req);
    const body = bodyOf(req);
    if (isBlank(body.id)) throw badRequest('缺少必要的请求参数: id');
    const values = writableValues(def, body, 'update');
    await checkReferences(ctx, def, values);
    return ok(await repo.update(ctx, String(body.id), values));
  });
}

function bodyOf(req: FastifyRequest): Record<string, unknown> {
  const raw = req.body;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest(NOT_AN_OBJECT);
  return raw as Record<string, unknown>;
}
