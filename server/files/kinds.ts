import { fileTypeFromBuffer } from 'file-type';
import type { ResourceDef } from '../../resources/types';
import { UPLOAD_TYPES } from '../../resources/types';
import {
  extensionOf,
  isUploadKind,
  kindOfField,
  refusalOf,
  UPLOAD_KINDS,
  type UploadKind,
  type UploadKindRule,
  type UploadType,
} from '../../resources/upload-kinds';
import type { Config } from '../config';
import { badRequest } from '../http/errors';

/**
 * The server's side of the kinds table (resources/upload-kinds.ts): which kind a request uploads, its
 * limit, and the type of a file judged by its bytes (file-type), never by its name.
 */

/** Bytes file-type reads to recognise every type we accept (its own default sample size). */
export const SAMPLE_BYTES = 4100;

/** One upload's rule: the kind, its limit for this request and the refusal at that limit. */
export interface UploadRule {
  rule: UploadKindRule;
  maxBytes: number;
  message: string;
}

export function ruleOf(kind: UploadKind, cfg: Pick<Config, 'uploadVideoMaxBytes'>, declaredMax?: number): UploadRule {
  const rule = UPLOAD_KINDS[kind];
  const maxBytes = declaredMax ?? (kind === 'video' ? cfg.uploadVideoMaxBytes : rule.maxBytes);
  return { rule, maxBytes, message: refusalOf(rule, maxBytes) };
}

/**
 * The rule a request asks for: `?kind=image|avatar|video|file`, or the declared field it fills
 * (`?resource=subject&field=planImage`: the kind of the field's type, its `maxBytes`). Without either,
 * `file` (documents and pictures): a stock Blade client sends put-file with nothing else.
 */
export function ruleOfRequest(
  query: Record<string, unknown>,
  defs: readonly ResourceDef[],
  cfg: Pick<Config, 'uploadVideoMaxBytes'>,
): UploadRule {
  const kind = query.kind;
  if (kind !== undefined && kind !== '') {
    if (!isUploadKind(kind)) throw badRequest('上传类型不正确');
    return ruleOf(kind, cfg);
  }
  if (query.resource !== undefined || query.field !== undefined) {
    const field = defs.find((d) => d.name === query.resource)?.fields.find((f) => f.name === query.field);
    const fieldKind = field && UPLOAD_TYPES.has(field.type) ? kindOfField(field.type) : undefined;
    if (!field || !fieldKind) throw badRequest('上传字段不正确');
    return ruleOf(fieldKind, cfg, field.maxBytes);
  }
  return ruleOf('file', cfg);
}

/**
 * Office files are containers: a docx or xlsx is a zip, a doc or xls a compound file (cfb). When the
 * bytes show the container, the client's extension may say which document it holds, among the kind's
 * own types only; it names the stored type, never a path.
 */
const CONTAINED: Record<string, string[]> = { zip: ['docx', 'xlsx'], cfb: ['doc', 'xls'] };

/** The accepted type of a file from its first bytes, or undefined when the kind does not accept them. */
export async function acceptedType(
  head: Uint8Array,
  rule: UploadKindRule,
  clientName: string,
): Promise<UploadType | undefined> {
  const found = await fileTypeFromBuffer(head);
  if (!found) return undefined;
  const clientExt = extensionOf(clientName);
  if (CONTAINED[found.ext]?.includes(clientExt)) {
    const named = rule.types.find((t) => t.ext === clientExt);
    if (named) return named;
  }
  return rule.types.find((t) => t.mime === found.mime);
}
