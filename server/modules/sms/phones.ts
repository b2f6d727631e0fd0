import { PHONE_MESSAGES, formatProblem } from '../../../resources/formats';
import { badRequest } from '../../http/errors';

/** Most phones one send-message call takes (each becomes an outbox row). */
export const MAX_PHONES = 100;

/**
 * The phones of a send-message call: a comma list, each checked by spec §5 in order (empty, length
 * not 11, format). Every bad phone is named with its message in one answer, so a caller fixes all of
 * them at once; duplicates are sent once.
 */
export function phonesOf(value: unknown): string[] {
  const text = Array.isArray(value) ? value.map(String).join(',') : value == null ? '' : String(value);
  if (!text.trim()) throw badRequest(PHONE_MESSAGES.empty);
  const parts = text.split(/[,，]/).map((s) => s.trim());
  const problems: string[] = [];
  parts.forEach((phone, i) => {
    const problem = phone ? formatProblem('phone', phone) : PHONE_MESSAGES.empty;
    if (problem) problems.push(`第${i + 1}个手机号码${phone ? `(${phone})` : ''}: ${problem}`);
  });
  if (problems.length) throw badRequest(problems.join('; '));
  const phones = [...new Set(parts)];
  if (phones.length > MAX_PHONES) throw badRequest(`单次最多发送${MAX_PHONES}个手机号码`);
  return phones;
}

/** Template parameters: a JSON object of names to texts (`{"code":"1234"}`); empty = none. */
export function paramsOf(value: unknown): Record<string, string> {
  if (value === undefined || value === null || value === '') return {};
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw badRequest('短信参数须为JSON对象');
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest('短信参数须为JSON对象');
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) {
    if (v !== null && typeof v === 'object') throw badRequest('短信参数的值须为文本或数字');
    out[k] = v == null ? '' : String(v);
  }
  if (JSON.stringify(out).length > 1000) throw badRequest('短信参数过长');
  return out;
}
