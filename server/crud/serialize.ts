import type { FieldDef, ResourceDef } from '../../resources/types';

type Row = Record<string, unknown>;

const cut = (n: number) => (v: unknown) => (v === null || v === undefined ? v : String(v).slice(0, n));
const num = (v: unknown) => (v === null || v === undefined ? v : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? v : String(v));

export const byType: Record<FieldDef['type'], (v: unknown) => unknown> = {
  string: str,
  text: str,
  ids: str,
  image: str,
  images: str,
  video: str,
  videos: str,
  file: str,
  files: str,
  json: str,
  int: num,
  number: num,
  id: str,
  date: cut(10),
  datetime: cut(19),
};

export const BASE: Record<string, (v: unknown) => unknown> = {
  id: str,
  tenantId: str,
  createUser: str,
  createDept: str,
  updateUser: str,
  createTime: cut(19),
  updateTime: cut(19),
  status: num,
  isDeleted: num,
};

/** A database row as the wire shows it: string ids, yyyy-MM-dd HH:mm:ss dates, no server-only fields. */
export function serializerFor(def: ResourceDef) {
  const convert = new Map<string, (v: unknown) => unknown>(Object.entries(BASE));
  const hidden = new Set<string>();
  for (const f of def.fields) {
    if (f.serverOnly) hidden.add(f.name);
    else convert.set(f.name, byType[f.type]);
  }
  return (row: Row): Row => {
    const out: Row = {};
    for (const [k, v] of Object.entries(row)) {
      if (hidden.has(k)) continue;
      const c = convert.get(k);
      out[k] = c ? c(v) : v;
    }
    return out;
  };
}
