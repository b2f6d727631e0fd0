import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FieldDef } from '../../../resources/types';
import { kindOfField, type UploadKind } from '../../../resources/upload-kinds';
import type { Config } from '../../config';
import { ruleOf } from '../../files/kinds';
import type { FileService } from '../../files/service';
import { discardStaged, stageUpload, type StagedFile } from '../../files/staging';
import { badRequest } from '../../http/errors';

/** Most files one form may carry, and most plain fields. */
export const FORM_MAX_FILES = 20;
const FORM_MAX_FIELDS = 60;
/** A plain field's largest value (a long text field's limit and some room for its encoding). */
const FORM_FIELD_BYTES = 64 * 1024;

export interface StagedPart {
  /** The declared upload field the part was sent under. */
  field: string;
  kind: UploadKind;
  file: StagedFile;
}

/**
 * A record sent as a multipart form (docs/spec.md §3 "Enforce info is sent as multipart with each field
 * appended"): every plain part is a field (a name appended twice joins with commas, as Blade's binder
 * reads it), and every file part must be sent under one of the record's upload fields and is staged and
 * checked by its bytes against that field's kind and limit, like any upload. A refused part answers at
 * once and leaves nothing staged; the caller discards the staged files when it is done.
 */
export async function receiveForm(
  req: FastifyRequest,
  reply: FastifyReply,
  files: FileService,
  uploadFields: ReadonlyMap<string, FieldDef>,
  cfg: Pick<Config, 'uploadVideoMaxBytes'>,
): Promise<{ fields: Record<string, string>; staged: StagedPart[] }> {
  if (!req.isMultipart()) throw badRequest('请以multipart表单提交');
  const fields: Record<string, string> = Object.create(null);
  const staged: StagedPart[] = [];
  const rules = new Map([...uploadFields.values()].map((f) => [f.name, ruleOf(kindOfField(f.type)!, cfg, f.maxBytes)]));
  const largest = Math.max(0, ...[...rules.values()].map((r) => r.maxBytes));
  try {
    const parts = req.parts({
      limits: {
        fileSize: largest + 1,
        files: FORM_MAX_FILES,
        fields: FORM_MAX_FIELDS,
        fieldSize: FORM_FIELD_BYTES,
        parts: FORM_MAX_FILES + FORM_MAX_FIELDS,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const rule = rules.get(part.fieldname);
        if (!rule) {
          part.file.resume();
          throw badRequest('上传字段不正确');
        }
        staged.push({
          field: part.fieldname,
          kind: rule.rule.kind,
          file: await stageUpload(part.file, files.stagingDir, rule, part.filename),
        });
      } else {
        // A value cut at the size limit would be saved cut: refuse it, as a JSON part (not a plain field).
        if (part.valueTruncated) throw badRequest(`字段${part.fieldname}过长`);
        if (typeof part.value !== 'string') throw badRequest(`字段${part.fieldname}格式不正确`);
        const value = part.value;
        fields[part.fieldname] = fields[part.fieldname] === undefined ? value : `${fields[part.fieldname]},${value}`;
      }
    }
  } catch (error) {
    await discardAll(staged);
    if (!req.raw.readableEnded) reply.header('Connection', 'close');
    throw error;
  }
  return { fields, staged };
}

export const discardAll = async (staged: readonly StagedPart[]) => {
  for (const part of staged) await discardStaged(part.file);
};
