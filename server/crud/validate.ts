import type { FieldDef, ResourceDef } from '../../resources/types';
import { isSafeUrl, URL_MESSAGE } from '../../resources/types';
import { badRequest } from '../http/errors';
import { isId } from '../core/ids';
import { isCalendarDate } from './wire-values';
import { formatProblem } from '../../resources/formats';
import { pastDayProblem } from './no-past';

import { isBlank } from '../http/request';

/** Links a browser will follow or load: http(s) or paths on this server, never `javascript:` or `data:`. */
function checkLinks(f: FieldDef, links: string[]) {
  if (links.some((l) => !isSafeUrl(l))) throw badRequest(`${f.label}${URL_MESSAGE}`);
}

/** One value as the column stores it (null when blank), or the 400 answer naming the field. */
export function coerce(f: FieldDef, v: unknown): unknown {
  if (isBlank(v)) return null;
  // PostgreSQL text cannot hold NUL; refuse it as bad input rather than fail in the database.
  if (typeof v === 'string' && v.includes('\u0000')) throw badRequest(`${f.label}包含非法字符`);
  const bad = () => badRequest(`${f.label}格式不正确`);
  switch (f.type) {
    case 'int': {
      const n = typeof v === 'number' ? v : Number(String(v));
      if (!Number.isInteger(n) || Math.abs(n) > 2147483647) throw bad();
      return n;
    }
    case 'number': {
      const n = typeof v === 'number' ? v : Number(String(v));
      if (!Number.isFinite(n)) throw bad();
      return String(n);
    }
    case 'id': {
      const s = String(v);
      if (s !== '0' && !isId(s)) throw bad();
      return s;
    }
    case 'ids': {
      const s = Array.isArray(v) ? v.join(',') : String(v);
      if (!s.split(',').every((p) => isId(p.trim()))) throw bad();
      return s
        .split(',')
        .map((p) => p.trim())
        .join(',');
    }
    // A real calendar day (no 2024-02-30, no 0000-00-00): the database would refuse it with a 500.
    case 'date':
      if (!isCalendarDate(String(v), false)) throw bad();
      if (pastDayProblem(f, String(v))) throw badRequest(f.noPast!);
      return String(v);
    case 'datetime':
      if (!isCalendarDate(String(v)) || !String(v).includes(':')) throw bad();
      if (pastDayProblem(f, String(v))) throw badRequest(f.noPast!);
      return String(v).replace('T', ' ');
    case 'json':
      return typeof v === 'string' ? v : JSON.stringify(v);
    case 'images':
    case 'videos':
    case 'files': {
      const s = Array.isArray(v) ? v.join(',') : String(v);
      checkLinks(
        f,
        s.split(',').filter((p) => p.trim() !== ''),
      );
      return s;
    }
    default: {
      if (typeof v === 'object') throw bad();
      const s = String(v);
      const single = f.type === 'image' || f.type === 'video' || f.type === 'file';
      const max = f.maxLength ?? (f.type === 'string' ? 255 : single ? 1000 : 65535);
      if (s.length > max) throw badRequest(`${f.label}长度不能超过${max}个字符`);
      if (f.pattern && !new RegExp(f.pattern.source).test(s)) throw badRequest(f.pattern.message);
      if (f.format) {
        const problem = formatProblem(f.format, s);
        if (problem) throw badRequest(problem);
      }
      if (single || f.url) checkLinks(f, [s]);
      return s;
    }
  }
}

/**
 * The column values a client may write, from a submit body. Only declared, writable fields are read;
 * audit columns, tenant and deletion flags are never taken from a client (no mass assignment).
 * On insert every required field must be present; on update a present required field must not be blank.
 * The first missing field's message is the answer, in declaration order (the spec's messages).
 */
export function writableValues(
  def: ResourceDef,
  body: Record<string, unknown>,
  mode: 'insert' | 'update',
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of def.fields) {
    if (f.serverOnly || f.readOnly) {
      // Not the client's to set, but a new row still starts from the declared default (a pending status).
      if (mode === 'insert' && f.default !== undefined) out[f.name] = coerce(f, f.default);
      continue;
    }
    const present = Object.prototype.hasOwnProperty.call(body, f.name);
    const v = body[f.name];
    if (f.required && isBlank(v) && (mode === 'insert' || present)) throw badRequest(f.required);
    if (!present) {
      if (mode === 'insert' && f.default !== undefined) out[f.name] = coerce(f, f.default);
      continue;
    }
    out[f.name] = coerce(f, v);
  }
  return out;
}
