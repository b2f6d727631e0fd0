import type { ResourceDef } from '../../resources/types';
import { labelledReferences, type LabelledReference } from '../../resources/references';
import { engineView, type Db } from '../db/connection';
import { PLATFORM_TENANT, type RequestContext } from '../http/access';
import { isId } from '../core/ids';
import type { Repository } from './repository';
import type { CacheCounter } from '../metrics/metrics';
import { VersionedCache } from './versioned-cache';

type Row = Record<string, unknown>;

/**
 * The names of referenced rows beside their ids (`deptId` → `deptName`, `enforcerId` "1,2" → "甲,乙"),
 * and of rows named by a code (`regionCode` 330106 → `regionName` 西湖区), for the rows of a page, a list
 * or a detail: one `select <key>, <labelField> ... where <key> in (...)` per referenced table and key,
 * whatever the number of rows, never one per row.
 *
 * Resolved after the page cache rather than cached with the rows: a label belongs to the target's
 * table, so a renamed dept must show at once on every page that names it. With `versionOf` (the
 * server's change counters) the names of a set of ids are kept per the target table's counter, so a
 * rename retires them at once and an unchanged page costs no lookup; on PostgreSQL the read routes have
 * the guard confirm those counters with its own (`readKeys`).
 *
 * Names are looked up tenant-wide through the target's `scope`: data scope limits which records one
 * reads, not the names shown on them (a user's dept outside one's own), while another tenant's row, a
 * deleted row or a platform-only row seen from a tenant resolves to ''.
 */
export interface ReferenceLabels {
  /** The rows with their labels added (new objects: cached rows are shared). */
  rows(ctx: RequestContext, def: ResourceDef, rows: Row[]): Promise<Row[]>;
  /** id → label per reference field of these rows (the Excel export shows them in its cells). */
  maps(ctx: RequestContext, def: ResourceDef, rows: Row[]): Promise<Map<string, Map<string, string>>>;
  /** Any answer of a read route: a page (`records`), an array of rows, one row, or null. */
  answer<T>(ctx: RequestContext, def: ResourceDef, answer: T): Promise<T>;
  /** The change counters of the tables `def`'s rows name, for a caller of `tenantId`. */
  readKeys(def: ResourceDef, tenantId: string): string[];
}

/** Ids per query: far below PostgreSQL's parameter limit; a page (at most 1000 rows) takes one. */
const CHUNK = 5000;

/** A code a `codeOf` field may hold: short, printable, no separator. */
const isCode = (s: string) => s !== '' && s.length <= 64 && !/[\s,]/.test(s);

/** The keys a referring value names: ids (`1,2`), or a code for a `codeOf` field. */
const keysOf = (v: unknown, keyField: string): string[] =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(keyField === 'id' ? isId : isCode);

const counterOf = (target: ResourceDef, tenantId: string) =>
  `t:${target.table}:${target.tenantScoped ? tenantId : '*'}`;

export function referenceLabels(
  db: Db,
  repos: ReadonlyMap<string, Repository>,
  versionOf?: (key: string) => number,
  counter?: CacheCounter,
): ReferenceLabels {
  const cache = versionOf ? new VersionedCache<Map<string, string>>(versionOf, 5_000, counter) : undefined;
  const plans = new WeakMap<ResourceDef, LabelledReference[]>();
  const planOf = (def: ResourceDef) => {
    let plan = plans.get(def);
    if (!plan) plans.set(def, (plan = labelledReferences(def, (name) => repos.get(name)?.def)));
    return plan;
  };

  /** key → label of one target table, for the keys (ids or codes) given, as the caller's tenant sees it. */
  async function labelsOf(
    ctx: RequestContext,
    target: ResourceDef,
    { labelField, keyField }: Pick<LabelledReference, 'labelField' | 'keyField'>,
    ids: string[],
  ): Promise<Map<string, string>> {
    const repo = repos.get(target.name);
    if (!repo || ids.length === 0 || (target.platformOnly && ctx.tenantId !== PLATFORM_TENANT)) return new Map();
    if (!cache) return lookup(ctx, repo, target, labelField, keyField, ids);
    const key = `${ctx.tenantId}|${target.table}|${keyField}|${labelField}|${[...ids].sort().join(',')}`;
    return cache.get([counterOf(target, ctx.tenantId)], key, () =>
      lookup(ctx, repo, target, labelField, keyField, ids),
    );
  }

  async function lookup(
    ctx: RequestContext,
    repo: Repository,
    target: ResourceDef,
    labelField: string,
    keyField: string,
    ids: string[],
  ): Promise<Map<string, string>> {
    const tenantWide: RequestContext = { ...ctx, dataScopes: new Map() };
    const chunks: string[][] = [];
    for (let i = 0; i < ids.length; i += CHUNK) chunks.push(ids.slice(i, i + CHUNK));
    const found = await Promise.all(
      chunks.map((chunk) =>
        engineView(db)
          .selectFrom(target.table)
          .select([`${keyField} as key`, `${labelField} as label`])
          .where((eb) => eb.and([repo.scope(eb, tenantWide), eb(eb.ref(keyField), 'in', chunk)]))
          .execute(),
      ),
    );
    return new Map(
      found.flat().map((r) => [String(r.key), r.label === null || r.label === undefined ? '' : String(r.label)]),
    );
  }

  async function maps(ctx: RequestContext, def: ResourceDef, input: Row[]): Promise<Map<string, Map<string, string>>> {
    const plan = planOf(def);
    if (plan.length === 0 || input.length === 0) return new Map();
    // One query per target table, even when several fields name it (createUser and pauseUser).
    const targetKey = (ref: LabelledReference) => `${ref.target.name}|${ref.keyField}|${ref.labelField}`;
    const byTarget = new Map<string, { ref: LabelledReference; ids: Set<string> }>();
    for (const ref of plan) {
      let entry = byTarget.get(targetKey(ref));
      if (!entry) byTarget.set(targetKey(ref), (entry = { ref, ids: new Set() }));
      for (const row of input) for (const id of keysOf(row[ref.field.name], ref.keyField)) entry.ids.add(id);
    }
    const keys = [...byTarget.keys()];
    const maps = await Promise.all(
      keys.map((key) => {
        const { ref, ids } = byTarget.get(key)!;
        return labelsOf(ctx, ref.target, ref, [...ids]);
      }),
    );
    const labels = new Map(keys.map((key, i) => [key, maps[i]]));
    return new Map(plan.map((ref) => [ref.field.name, labels.get(targetKey(ref))!]));
  }

  async function rows(ctx: RequestContext, def: ResourceDef, input: Row[]): Promise<Row[]> {
    const plan = planOf(def);
    if (plan.length === 0 || input.length === 0) return input;
    const labels = await maps(ctx, def, input);
    return input.map((row) => {
      const out: Row = { ...row };
      for (const ref of plan) {
        const names = labels.get(ref.field.name)!;
        out[ref.labelAs] = keysOf(row[ref.field.name], ref.keyField)
          .map((id) => names.get(id))
          .filter(Boolean)
          .join(',');
      }
      return out;
    });
  }

  async function answer<T>(ctx: RequestContext, def: ResourceDef, value: T): Promise<T> {
    if (value === null || value === undefined || typeof value !== 'object') return value;
    if (Array.isArray(value)) return (await rows(ctx, def, value as Row[])) as T;
    const page = value as { records?: unknown };
    if (Array.isArray(page.records)) return { ...value, records: await rows(ctx, def, page.records as Row[]) };
    return (await rows(ctx, def, [value as Row]))[0] as T;
  }

  const readKeys = (def: ResourceDef, tenantId: string) => [
    ...new Set(planOf(def).map((ref) => counterOf(ref.target, tenantId))),
  ];

  return { rows, maps, answer, readKeys };
}
