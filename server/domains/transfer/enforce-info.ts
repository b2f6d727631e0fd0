import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { UPLOAD_TYPES, type FieldDef } from '../../../resources/types';
import type enforceinfo from '../../../resources/transfer/enforceinfo/schema';
import type { WriteHook } from '../../crud/hooks';
import type { Repository } from '../../crud/repository';
import { codesOf } from '../../crud/routes';
import { referenceCheck } from '../../crud/references';
import { writableValues } from '../../crud/validate';
import { isBlank } from '../../http/request';
import { attachCounterKey, fileService, type StoredUpload } from '../../files/service';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { envelope, noParams, S } from '../../http/route-schema';
import { isId } from '../../core/ids';
import { ctxOf } from '../../http/request';
import { discardAll, receiveForm } from './multipart-form';
import { ownershipFromSubject } from './ownership';

/** 执法信息: a penalty is never negative; the responsible dept and region default to the subject's. */
export function enforceInfoRule(app: FastifyInstance): WriteHook<typeof enforceinfo> {
  const repo = app.repo('enforceinfo');
  const subjects = app.repo('subject');
  return async ({ scope, ctx, row }) => {
    if (row.penaltyAmount !== null && row.penaltyAmount !== undefined && Number(row.penaltyAmount) < 0)
      throw badRequest('罚款金额不能为负数');
    const set = await ownershipFromSubject(scope, ctx, subjects, row);
    if (Object.keys(set).length === 0) return;
    return repo.serialize(
      await scope.trx
        .updateTable(repo.def.table)
        .set(set)
        .where('id', '=', String(row.id))
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
  };
}

/**
 * 执法信息 (docs/domain.md flow 7). `POST save` (add right) and `POST update` (edit right, `id` a field of
 * the form) take the record as multipart, each field appended as a form field (docs/spec.md §3): the fields go
 * through the declaration's checks like a submit, then the file parts (under `images` or `files`) are
 * put in storage and their links appended to what the field already holds, and the row and the files'
 * attach rows are written in one transaction. A refused part (a disguised file, a wrong field) or a
 * refused field keeps nothing: no stored object, no attach row, no record. The form is no JSON body:
 * the route contracts name no parameter of it (the declaration checks its fields).
 */
export function enforceInfoFormRoutes(app: FastifyInstance, repo: Repository<typeof enforceinfo>) {
  const { def } = repo;
  const codes = codesOf(def);
  const checkReferences = referenceCheck(app.db, app.repos);
  const declared: readonly FieldDef[] = def.fields;
  const uploadFields = new Map(declared.filter((f) => UPLOAD_TYPES.has(f.type) && !f.readOnly).map((f) => [f.name, f]));

  const saveForm = (mode: 'insert' | 'update') => async (req: FastifyRequest, reply: FastifyReply) => {
    const ctx = ctxOf(req);
    const files = await fileService(app);
    const { fields, staged } = await receiveForm(req, reply, files, uploadFields, app.config);
    const stored: Array<{ field: string; upload: StoredUpload }> = [];
    try {
      const id = isBlank(fields.id) ? '' : String(fields.id).trim();
      let current: Record<string, unknown> | undefined;
      if (mode === 'update') {
        if (!id) throw badRequest('缺少必要的请求参数: id');
        current = isId(id) ? await repo.findRow(ctx, id) : undefined;
        if (!current) throw notFound('数据不存在');
      } else if (id) {
        throw badRequest('新增数据不能指定id');
      }
      const values = writableValues(def, fields, mode);
      await checkReferences(ctx, def, values);
      for (const part of staged)
        stored.push({ field: part.field, upload: await files.store(ctx, part.file, part.kind, req.log) });
      for (const name of new Set(stored.map((s) => s.field))) {
        const had = name in values ? values[name] : current?.[name];
        const links = [
          ...String(had ?? '').split(','),
          ...stored.filter((s) => s.field === name).map((s) => s.upload.link),
        ]
          .map((l) => l.trim())
          .filter(Boolean);
        values[name] = links.join(',');
      }
      const row = await repo.write(ctx, async (trx, scope) => {
        for (const s of stored) await files.recordAttach(trx, ctx, s.upload);
        if (stored.length) scope.touch(attachCounterKey(ctx.tenantId));
        return mode === 'insert' ? repo.insertIn(scope, ctx, values) : repo.updateIn(scope, ctx, id, values);
      });
      return ok(row);
    } catch (error) {
      for (const s of stored) await files.forget(s.upload, req.log);
      throw error;
    } finally {
      await discardAll(staged);
    }
  };

  const form = { querystring: noParams, response: envelope(S.record) };
  app.post(`${def.base}/save`, { config: { access: { perm: codes.add } }, schema: form }, saveForm('insert'));
  app.post(`${def.base}/update`, { config: { access: { perm: codes.edit } }, schema: form }, saveForm('update'));
}
