import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { codesOf } from '../../crud/routes';
import { referenceCheck } from '../../crud/references';
import { writableValues } from '../../crud/validate';
import { isBlank } from '../../http/request';
import { registerWriteHook, type WriteHook } from '../../crud/write-hooks';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { ctxOf } from '../../http/request';
import { ownershipFromSubject } from './ownership';
import { sheetNumber } from '../../../resources/transfer/enforcementsheet/schema';

type Row = Record<string, unknown>;

/** Advisory lock class of the document numbering (with the tenant's hash and the year). */
const NUMBERING_LOCK = 'enforcementsheet-number';

/**
 * 执法文书 (domain.md flow 7). A new document gets its number in its own transaction: the year of its
 * date and the next of the tenant's sequence for that year (`sheetNumber`: the kind's short name, the
 * year, four digits), under a transaction lock per tenant and year so two saves never draw the same
 * one, and the unique index on the number besides. Numbers of removed documents are not given again
 * (the sequence counts every row ever numbered). A number stays with its document: an edit may change
 * the kind or the day but not the year it was numbered in. `save` (add right) and `update` (edit
 * right) are `submit` split by intent: `save` never updates and `update` needs the id.
 */
export function registerEnforcementSheets(app: FastifyInstance) {
  const repo = app.repo('enforcementsheet');
  const { def } = repo;
  const codes = codesOf(def);
  const checkReferences = referenceCheck(app.db, app.repos);

  const subjects = app.repo('subject');
  const onWrite: WriteHook = async ({ scope, ctx, op, row }) => {
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
      .select((eb) => eb.fn.max('doc_seq').as('seq'))
      .where('tenant_id', '=', ctx.tenantId)
      .where('doc_year', '=', year)
      .executeTakeFirst();
    const seq = Number(last?.seq ?? 0) + 1;
    const saved = await scope.trx
      .updateTable(def.table)
      .set({ ...owner, doc_year: year, doc_seq: seq, doc_no: sheetNumber(row.docType, year, seq) })
      .where('id', '=', String(row.id))
      .returningAll()
      .executeTakeFirstOrThrow();
    return repo.serialize(saved);
  };
  const off = registerWriteHook('enforcementsheet', onWrite);
  app.addHook('onClose', async () => off());

  app.post(`${def.base}/save`, { config: { access: { perm: codes.add } } }, async (req) => {
    const ctx = ctxOf(req);
    const body = bodyOf(req.body);
    if (!isBlank(body.id)) throw badRequest('新增数据不能指定id');
    const values = writableValues(def, body, 'insert');
    await checkReferences(ctx, def, values);
    return ok(await repo.insert(ctx, values));
  });
  app.post(`${def.base}/update`, { config: { access: { perm: codes.edit } } }, async (req) => {
    const ctx = ctxOf(req);
    const body = bodyOf(req.body);
    if (isBlank(body.id)) throw badRequest('缺少必要的请求参数: id');
    const values = writableValues(def, body, 'update');
    await checkReferences(ctx, def, values);
    return ok(await repo.update(ctx, String(body.id), values));
  });
}

function bodyOf(raw: unknown): Row {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('请求体格式错误');
  return raw as Row;
}
