import { badRequest } from '../../http/errors';
import { checkPhones } from '../../../resources/platform/sms/phone-list';

/** The phones of a send-message call; every bad phone is named with its docs/spec.md §5 message in one answer. */
export function phonesOf(value: unknown): string[] {
  const text = Array.isArray(value) ? value.map(String).join(',') : value == null ? '' : String(value);
  const { phones, problems } = checkPhones(text);
  if (problems.length) throw badRequest(problems.join('; '));
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
