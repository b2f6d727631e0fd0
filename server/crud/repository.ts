import { sql, type Expression, type SqlBool, type ExpressionBuilder, type UpdateObject } from 'kysely';
import type { ResourceDef } from '../../resources/types';
import type { Declaration } from '../../resources/declarations';
import type { Database } from '../db/database';
import { engineView, type AnyTables, type Db, type EngineDb } from '../db/connection';
import type { ChangeFeed } from '../db/versions';
import { GRANTS_VERSION } from '../db/versions';
import type { RequestContext } from '../http/access';
import { businessError, forbidden, notFound } from '../http/errors';
import { markCommitted } from '../http/idempotency-claim';
import { isId, newId } from '../core/ids';
import { page, type Page } from '../http/envelope';
import type { Filter, ListParams } from './list-params';
import { serializerFor } from './serialize';
import { CountCache, VersionedCache } from './versioned-cache';
import type { CacheCounter } from '../metrics/metrics';
import { Bookmarks } from './bookmarks';
import { batchAggregate, batchColumns, batchSelections, batchValues, rawRow, wireRows } from './json-batch';
import { after, keyColumns } from './keyset';
import type { WriteScope } from './write-scope';
import { manyOf, type ActionHook, type RemoveHook, type ResourceHooks, type WriteHook } from './hooks';
import { wireRow, type WireRowOf } from './wire-row';
import { uniqueKeyIndex } from '../db/table-sync';
import { createdBy } from './created-by';
import { recordsWithHistory, writeRemovalHistory } from './history-rows';
import { editRefusal, keepsItsPast, removalRefusal } from '../../resources/lifecycles';

type Row = Record<string, unknown>;
/** What an update of a declared resource's row may set, typed by its declaration. */
type UpdateOfDef<D extends ResourceDef> = D extends Declaration ? UpdateObject<Database, D['table']> : Row;
type Eb = ExpressionBuilder<AnyTables, string>;
/** The expression builder on a declared resource's own table, its columns typed by its declaration. */
type OwnEb<D extends ResourceDef> = D extends Declaration ? ExpressionBuilder<Database, D['table']> : Eb;

/** A removal by someone without the delete right reaches only what they created. */
export const NOT_OWN_REMOVAL = '只能删除自己创建的数据';

/** Hard cap of an array-shaped `list` (trees need all their rows; nothing answers without bound). */
export const LIST_LIMIT = 5000;
/**
 * Pages of up to this many rows, first or deep, are kept per change counter (the least recently used
 * going first): a page opened again before its table changes costs no query.
 */
const CACHED_PAGE_SIZE = 100;
/**
 * From this offset on a page selects its ids first (an index-only walk of the live index when the
 * order is the default one) and joins the rows after, instead of reading and dropping every skipped row.
 */
const DEFERRED_JOIN_OFFSET = 200;
/** Rows by id kept per repository, per change counter (an entry is up to a few kB of wire row). */
const CACHED_ROWS = 2_000;

function likeEscape(s: string) {
  return s.replace(/[\\%_]/g, (c) => '\\' + c);
}

/** Blade's comparing operators and their SQL. */
const COMPARISONS = { equal: '=', notequal: '<>', ge: '>=', le: '<=', gt: '>', lt: '<' } as const;
/** The same on a moment, against a day or moment given as text. */
const DAY_COMPARISONS = { datege: '>=', dategt: '>', datele: '<=', datelt: '<' } as const;

function condition(eb: Eb, f: Filter): Expression<SqlBool> {
  // Through a reference: the row names a live target row that matches (the same condition, there).
  if (f.via) {
    const { via, ...there } = f;
    return eb(
      eb.ref(via.reference),
      'in',
      eb
        .selectFrom(via.table)
        .select('id')
        .where((e) => e.and([e(e.ref('isDeleted'), '=', 0), condition(e as Eb, there)])),
    );
  }
  const col = eb.ref(f.column);
  const v = f.value;
  const isNumber = f.type === 'int' || f.type === 'number' || f.type === 'id';
  if (f.op in COMPARISONS) return eb(col, COMPARISONS[f.op as keyof typeof COMPARISONS], v);
  // Dates compare in the session time zone; a bare date means its first second.
  if (f.op in DAY_COMPARISONS)
    return eb(col, DAY_COMPARISONS[f.op as keyof typeof DAY_COMPARISONS], sql<string>`${v}::timestamp`);
  switch (f.op) {
    case '':
      return isNumber ? eb(col, '=', v) : eb(col, 'like', `%${likeEscape(v)}%`);
    case 'like':
      return eb(col, 'like', `%${likeEscape(v)}%`);
    case 'notlike':
      return eb(col, 'not like', `%${likeEscape(v)}%`);
    case 'likeleft':
      return eb(col, 'like', `%${likeEscape(v)}`);
    case 'likeright':
      return eb(col, 'like', `${likeEscape(v)}%`);
    // One id of a comma-joined id list (',1,22,' holds ',22,'); the value is a checked id, no wildcard.
    case 'member':
      return eb(sql<string>`',' || ${col} || ','`, 'like', `%,${v},%`);
    case 'null':
      return eb(col, 'is', null);
    case 'notnull':
      return eb(col, 'is not', null);
    case 'dateequal':
      return eb(sql`${col}::date`, '=', sql<string>`${v}::date`);
    default:
      throw new Error(`unknown filter operator ${f.op}`);
  }
}

/** The row a write hook answers when it rewrote its own row, else the row as it was. */
const rewritten = <R>(answer: unknown, row: R): R =>
  answer && typeof answer === 'object' && !Array.isArray(answer) ? (answer as R) : row;

/**
 * The data layer of one resource. Every read and write goes through `scope`, which adds the live-row,
 * tenant and data-scope conditions itself, so no route can forget them.
 */
export class Repository<D extends ResourceDef = ResourceDef> {
  readonly serialize: (row: Row) => WireRowOf<D>;
  readonly menuCode: string;
  private readonly pages: VersionedCache<Row[]>;
  private readonly rows: VersionedCache<WireRowOf<D> | null>;
  private readonly bookmarks: Bookmarks;
  private own: ResourceHooks | undefined;
  private readonly attached: Pick<ResourceHooks, 'onWrite' | 'onRemove' | 'actions'>[] = [];

  private readonly db: EngineDb;

  constructor(
    readonly def: D,
    db: Db,
    private readonly feed: ChangeFeed,
    private readonly counts: CountCache,
    caches: { pages?: CacheCounter; rows?: CacheCounter } = {},
  ) {
    this.db = engineView(db);
    const serialize = serializerFor(def);
    this.serialize = (row) => wireRow<D>(serialize(row));
    this.menuCode = def.menuCode ?? def.name;
    // At most 2,000 pages and 20,000 rows together per resource.
    this.pages = new VersionedCache<Row[]>(counts.versionOf, 2_000, caches.pages, (rows) => rows.length, 20_000);
    this.rows = new VersionedCache<WireRowOf<D> | null>(counts.versionOf, CACHED_ROWS, caches.rows);
    this.bookmarks = new Bookmarks(counts.versionOf);
  }

  /**
   * What this resource does beyond its declaration (resources/<domain>/<name>/server.ts), given once
   * when the app is built; a resource without one behaves as declared.
   */
  behave(behaviour: ResourceHooks) {
    if (this.own) throw new Error(`${this.def.name}: behaviour given twice`);
    this.own = behaviour;
  }

  /** The resource's behaviour, as its server.ts gave it. */
  get behaviour(): ResourceHooks {
    return this.own ?? {};
  }

  /**
   * More effects of writes, removals and actions, run after the resource's own until the returned
   * function takes them away: what a test observes a transaction with, or fails it on purpose.
   */
  attachHooks(hooks: Pick<ResourceHooks, 'onWrite' | 'onRemove' | 'actions'>): () => void {
    this.attached.push(hooks);
    return () => void this.attached.splice(this.attached.indexOf(hooks), 1);
  }

  private writeHooks(): WriteHook[] {
    return [this.own, ...this.attached].flatMap((b) => manyOf(b?.onWrite));
  }

  private removeHooks(): RemoveHook[] {
    return [this.own, ...this.attached].flatMap((b) => manyOf(b?.onRemove));
  }

  /** The effects of one declared action, the resource's own first. */
  actionHooks(action: string): ActionHook[] {
    return [this.own, ...this.attached].flatMap((b) => manyOf(b?.actions?.[action]));
  }

  private versionKey(ctx: RequestContext) {
    return `t:${this.def.table}:${this.def.tenantScoped ? ctx.tenantId : '*'}`;
  }

  /** The change counter of this table that a write of `ctx` bumps (for `WriteScope.touch`). */
  versionKeyFor(ctx: RequestContext): string {
    return this.versionKey(ctx);
  }

  /** Conditions every statement on this table carries for this caller. */
  scope<DB, TB extends keyof DB>(builder: ExpressionBuilder<DB, TB>, ctx: RequestContext): Expression<SqlBool> {
    const eb = builder as unknown as Eb;
    const conds: Expression<SqlBool>[] = [eb(eb.ref('isDeleted'), '=', 0)];
    if (this.def.tenantScoped) conds.push(eb(eb.ref('tenantId'), '=', ctx.tenantId));
    const owned = this.dataScope(eb, ctx);
    return eb.and(owned ? [...conds, owned] : conds);
  }

  /**
   * The caller's data scope alone, on the row's `createUser` / `createDept` (none when it sees every
   * row of its tenant): also what a count table keeping those columns is read with (statistics rollups).
   */
  dataScope<DB, TB extends keyof DB>(
    builder: ExpressionBuilder<DB, TB>,
    ctx: RequestContext,
  ): Expression<SqlBool> | undefined {
    const eb = builder as unknown as Eb;
    const rule = this.def.dataScoped && !ctx.isAdministrator ? ctx.dataScopes.get(this.menuCode) : undefined;
    if (!rule) return undefined;
    const dept = (ctx.deptId || '').split(',')[0] || '0';
    switch (rule.scopeType) {
      case 2:
        return eb(eb.ref('createUser'), '=', ctx.userId);
      case 3:
        return eb(eb.ref('createDept'), '=', dept);
      case 4:
        return eb(
          eb.ref('createDept'),
          'in',
          eb
            .selectFrom('blade_dept as d')
            .select('d.id')
            .where('d.tenantId', '=', ctx.tenantId)
            .where('d.isDeleted', '=', 0)
            .where((e) =>
              e.or([e('d.id', '=', dept), e(sql<string>`',' || d.ancestors || ','`, 'like', `%,${dept},%`)]),
            ),
        );
      case 5: {
        const ids = rule.scopeValue
          .split(',')
          .map((s) => s.trim())
          .filter(isId);
        return ids.length ? eb(eb.ref('createDept'), 'in', ids) : sql<SqlBool>`false`;
      }
      default:
        return undefined;
    }
  }

  private scopeKey(ctx: RequestContext) {
    const rule = this.def.dataScoped && !ctx.isAdministrator ? ctx.dataScopes.get(this.menuCode) : undefined;
    if (!rule) return '';
    // Scope 4 reads the dept tree, so a moved dept retires what it selected.
    const depts = rule.scopeType === 4 ? `:${this.feed.version(`t:blade_dept:${ctx.tenantId}`)}` : '';
    return `${rule.scopeType}:${ctx.userId}:${ctx.deptId}:${rule.scopeValue}:${this.feed.version(GRANTS_VERSION)}${depts}`;
  }

  /** The counters of the tables via filters read through (the subject of an inspection): their writes change what the filters select. */
  private viaKeys(ctx: RequestContext, filters: Filter[]): string[] {
    return [
      ...new Set(
        filters.flatMap((f) => (f.via ? [`t:${f.via.table}:${f.via.tenantScoped ? ctx.tenantId : '*'}`] : [])),
      ),
    ];
  }

  /** The cache key of a list's conditions: the caller's scope, the filters and the versions of the tables they read through. */
  private conditionsKey(ctx: RequestContext, filters: Filter[]): string {
    const through = this.viaKeys(ctx, filters)
      .map((key) => `${key}@${this.feed.version(key)}`)
      .join(',');
    return `${this.scopeKey(ctx)}|${JSON.stringify(filters)}${through ? `|${through}` : ''}`;
  }

  private where(ctx: RequestContext, filters: Filter[]) {
    return (eb: Eb) => eb.and([this.scope(eb, ctx), ...filters.map((f) => condition(eb, f))]);
  }

  /**
   * The counters a read of a caller of `tenantId` may depend on: the table's, and the dept tree's for a
   * data-scoped table (scope 4 reads it). The guard confirms them with its own (route config `readKeys`).
   */
  readKeys(tenantId: string): string[] {
    const table = `t:${this.def.table}:${this.def.tenantScoped ? tenantId : '*'}`;
    return this.def.dataScoped ? [table, `t:blade_dept:${tenantId}`] : [table];
  }

  /** The counters a cached read of this caller depends on (the table's, and the dept tree's for scope 4), unless the guard confirmed them already. */
  private async syncVersions(ctx: RequestContext, filters: Filter[] = []) {
    const keys = [this.versionKey(ctx), ...this.viaKeys(ctx, filters)];
    if (this.def.dataScoped && !ctx.isAdministrator && ctx.dataScopes.get(this.menuCode)?.scopeType === 4)
      keys.push(`t:blade_dept:${ctx.tenantId}`);
    const left = ctx.synced ? keys.filter((key) => !ctx.synced!.has(key)) : keys;
    if (left.length) await this.feed.sync(left);
  }

  /**
   * For a page whose rows are cached (any page of up to CACHED_PAGE_SIZE rows): its counters confirmed, the key of its finished
   * answer for this caller (tenant, data scope, filters, order, position), and the counters that answer
   * depends on through this table. Undefined for a page that is read afresh each time.
   */
  async cachedPageKey(ctx: RequestContext, p: ListParams): Promise<{ key: string; counters: string[] } | undefined> {
    if (p.size > CACHED_PAGE_SIZE) return undefined;
    await this.syncVersions(ctx, p.filters);
    return {
      key: `${ctx.tenantId}|${this.scopeKey(ctx)}|${JSON.stringify(p.filters)}|${JSON.stringify(p.orders)}|${p.current}|${p.size}`,
      counters: [...this.readKeys(ctx.tenantId), ...this.viaKeys(ctx, p.filters)],
    };
  }

  async page(ctx: RequestContext, p: ListParams): Promise<Page<Row>> {
    await this.syncVersions(ctx, p.filters);
    const where = this.where(ctx, p.filters);
    const versionKey = this.versionKey(ctx);
    const countKey = this.conditionsKey(ctx, p.filters);
    const offset = (p.current - 1) * p.size;
    const loadRows = async () =>
      (offset >= DEFERRED_JOIN_OFFSET
        ? await this.deepPage(where, p, offset, versionKey, `${countKey}|${JSON.stringify(p.orders)}`)
        : await this.ordered(this.db.selectFrom(this.def.table).selectAll().where(where), p)
            .limit(p.size)
            .offset(offset)
            .execute()
      ).map(this.serialize);
    const cacheable = p.size <= CACHED_PAGE_SIZE;
    const [total, rows] = await Promise.all([
      this.counts.get([versionKey], countKey, () => this.countWhere(where)),
      cacheable
        ? this.pages.get([versionKey], `${countKey}|${JSON.stringify(p.orders)}|${p.current}|${p.size}`, loadRows)
        : loadRows(),
    ]);
    return page(rows, total, p.current, p.size);
  }

  /** `{base}/list` as Blade answers it for this resource: a page (current, size) or the rows. */
  async listAnswer(ctx: RequestContext, p: ListParams): Promise<Page<Row> | Row[]> {
    return this.def.listShape === 'page' ? this.page(ctx, p) : this.list(ctx, p);
  }

  /**
   * A deep page: the page's ids by the full conditions and order, then their rows, in that order. In the
   * newest-first order (create_time and id, both not null, both descending in the live index) the ids
   * are sought from the nearest bookmark at or before the offset, and the page's first row becomes one.
   */
  private async deepPage(
    where: (eb: Eb) => Expression<SqlBool>,
    p: ListParams,
    offset: number,
    versionKey: string,
    queryKey: string,
  ): Promise<Row[]> {
    const t = this.def.table;
    const orders = p.orders.length ? p.orders : this.defaultOrder();
    const newestFirst = orders.length === 1 && orders[0].column === 'createTime' && orders[0].dir === 'desc';
    const version = this.feed.version(versionKey);
    const mark = newestFirst ? this.bookmarks.nearest(versionKey, queryKey, offset) : undefined;
    // The mark's sort key is read back from its row, not from a JS Date (which drops the microseconds
    // PostgreSQL keeps, and would skip the mark row itself). Any write retires marks, so the row is there.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const seek = (q: any) =>
      mark
        ? q.where(
            sql<SqlBool>`(create_time, id) <= (select m.create_time, m.id from ${sql.table(t)} m where m.id = ${mark.id}::bigint)`,
          )
        : q;
    const skip = offset - (mark?.offset ?? 0);
    let rows: Row[];
    if (skip < DEFERRED_JOIN_OFFSET) {
      // Close to a known position: reading the few skipped rows costs less than planning a join.
      rows = await seek(this.ordered(this.db.selectFrom(t).selectAll().where(where), p))
        .limit(p.size)
        .offset(skip)
        .execute();
    } else {
      const ids = seek(this.ordered(this.db.selectFrom(t).select('id').where(where), p))
        .limit(p.size)
        .offset(skip);
      rows = await this.ordered(
        this.db.selectFrom(t).innerJoin(ids.as('page_ids'), 'page_ids.id', `${t}.id`).selectAll(t),
        p,
        `${t}.`,
      ).execute();
    }
    if (newestFirst && rows.length)
      this.bookmarks.remember(versionKey, queryKey, version, { offset, id: String(rows[0].id) });
    return rows;
  }

  async list(ctx: RequestContext, p: ListParams): Promise<Row[]> {
    const rows = await this.ordered(this.db.selectFrom(this.def.table).selectAll().where(this.where(ctx, p.filters)), p)
      .limit(LIST_LIMIT)
      .execute();
    return rows.map(this.serialize);
  }

  /** How many rows the list's filters select for this caller (the page total, from the same cache). */
  async total(ctx: RequestContext, filters: Filter[]): Promise<number> {
    await this.syncVersions(ctx, filters);
    const where = this.where(ctx, filters);
    return this.counts.get([this.versionKey(ctx)], this.conditionsKey(ctx, filters), () => this.countWhere(where));
  }

  /** How many rows of the table `where` selects, counted afresh (callers cache it). */
  private async countWhere(where: (eb: Eb) => ReturnType<Eb['and']>): Promise<number> {
    const r = await this.db
      .selectFrom(this.def.table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /**
   * Every row the list's filters select, in the list's order, `batch` rows per query, serialized (the
   * Excel export; `only` names the fields wanted). A keyset walk: each batch seeks past the last row
   * read, so every batch costs about the same and rows written meanwhile neither shift nor repeat
   * (offsets would re-sort what they skip, quadratic in the row count). Nothing is held between
   * batches (no connection, no transaction): PGlite serves other requests in between, and memory holds
   * one batch, read as one JSON value (server/crud/json-batch.ts). The newest-first order seeks with a
   * row comparison, a range of the live index; other orders with the expanded condition (server/crud/keyset.ts).
   */
  async *streamRows(
    ctx: RequestContext,
    p: ListParams,
    batch: number,
    only?: ReadonlySet<string>,
  ): AsyncGenerator<Row[]> {
    const orders = p.orders.length ? p.orders : this.defaultOrder();
    const newestFirst = orders.length === 1 && orders[0].column === 'createTime' && orders[0].dir === 'desc';
    const where = this.where(ctx, p.filters);
    const columns = batchColumns(this.def, only, keyColumns(orders));
    const toWire = wireRows(this.def, columns);
    let last: Row | undefined;
    for (;;) {
      let inner = this.ordered(
        this.db.selectFrom(this.def.table).select(batchSelections(columns, orders)).where(where),
        p,
      ).limit(batch);
      // The text of the timestamp keeps its microseconds and offset (a JS Date would drop them).
      if (last && newestFirst)
        inner = inner.where(
          sql<SqlBool>`(create_time, id) < (${String(last.createTime)}::timestamptz, ${String(last.id)}::bigint)`,
        );
      else if (last) inner = inner.where((eb: Eb) => after(eb, orders, last!));
      const { j } = await this.db
        .selectFrom(inner.as('b'))
        .select(batchAggregate(orders).as('j'))
        .executeTakeFirstOrThrow();
      const rows = batchValues(j as string | null);
      if (rows.length === 0) return;
      last = rawRow(rows[rows.length - 1], columns);
      yield toWire(rows);
      if (rows.length < batch) return;
    }
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private ordered(q: any, p: ListParams, qualifier = '') {
    let out = q;
    const orders = p.orders.length ? p.orders : this.defaultOrder();
    for (const o of orders) out = out.orderBy(`${qualifier}${o.column}`, o.dir);
    // A unique tie-breaker keeps pages stable when the sort key repeats.
    return out.orderBy(`${qualifier}id`, 'desc');
  }

  private defaultOrder(): ListParams['orders'] {
    const d = this.def.defaultSort ?? { field: 'createTime', order: 'DESC' };
    return [{ column: d.field, dir: d.order === 'ASC' ? 'asc' : 'desc' }];
  }

  async findRow(ctx: RequestContext, id: string, db: Db | EngineDb = this.db): Promise<Row | undefined> {
    if (!isId(id)) return undefined;
    return engineView(db)
      .selectFrom(this.def.table)
      .selectAll()
      .where((eb) => eb.and([this.scope(eb, ctx), eb(eb.ref('id'), '=', id)]))
      .executeTakeFirst();
  }

  /**
   * The caller's row `id`, locked until the transaction `trx` ends (two writes about one row run one after
   * the other), or 404 with `missing` when the caller has no such row.
   */
  async lockRow(trx: Db | EngineDb, ctx: RequestContext, id: string, missing: string): Promise<Row> {
    if (!isId(id)) throw notFound(missing);
    const row = await engineView(trx)
      .selectFrom(this.def.table)
      .selectAll()
      .where((eb) => eb.and([this.scope(eb, ctx), eb(eb.ref('id'), '=', id)]))
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(missing);
    return row;
  }

  /**
   * One row as the wire shows it, kept per change counter like the pages: any write to the table
   * (of that tenant) retires it, so an answer is never older than the last write this instance knows
   * of. The data scope is part of the key, as the scope decides whether the row is visible at all.
   */
  async detail(ctx: RequestContext, id: string): Promise<WireRowOf<D> | null> {
    if (!isId(id)) return null;
    await this.syncVersions(ctx);
    return this.rows.get([this.versionKey(ctx)], `${this.scopeKey(ctx)}|${id}`, async () => {
      const row = await this.findRow(ctx, id);
      return row ? this.serialize(row) : null;
    });
  }

  /**
   * Runs a write in a transaction that also bumps this table's change counter, and the counters of
   * the tables the write touched through its scope (a hook's finding), published after commit.
   */
  async write<T>(ctx: RequestContext, fn: (trx: Db, scope: WriteScope) => Promise<T>): Promise<T> {
    const keys = new Set([this.versionKey(ctx)]);
    const versions = new Map<string, number>();
    const out = await this.db
      .transaction()
      .execute(async (engineTrx) => {
        const trx = engineTrx as unknown as Db;
        const r = await fn(trx, { trx, touch: (key) => void keys.add(key) });
        // A request sent with an Idempotency-Key commits its claim with its write, or neither.
        if (ctx.idempotency) await markCommitted(trx, ctx.idempotency, writtenId(r));
        for (const key of [...keys].sort()) versions.set(key, await this.feed.bump(trx, key));
        return r;
      })
      .catch((e) => {
        throw this.mapConstraint(e);
      });
    if (ctx.idempotency) ctx.idempotency.committed = true;
    await this.feed.confirm(keys, versions);
    return out;
  }

  async insert(ctx: RequestContext, values: Row): Promise<WireRowOf<D>> {
    return this.write(ctx, (_trx, scope) => this.insertIn(scope, ctx, values));
  }

  /**
   * Inserts a row inside another write's transaction (a hook's finding): marks this table changed in
   * that scope and runs this resource's write hooks. `values` are column values, checked by the caller.
   */
  async insertIn(scope: WriteScope, ctx: RequestContext, values: Row): Promise<WireRowOf<D>> {
    const row: Row = { ...values, id: newId(), ...createdBy(ctx) };
    if (this.def.tenantScoped) row.tenantId = ctx.tenantId;
    scope.touch(this.versionKey(ctx));
    let saved = this.serialize(
      await engineView(scope.trx).insertInto(this.def.table).values(row).returningAll().executeTakeFirstOrThrow(),
    );
    for (const hook of this.writeHooks())
      saved = rewritten(await hook({ scope, ctx, def: this.def, op: 'insert', row: saved }), saved);
    return saved;
  }

  /**
   * A write hook's second write of the row it was given (a number made on insert, values its parent
   * decides): sets `values` on that row of the caller's tenant, in the write's transaction, and answers it
   * as the wire shows it, for the hook to answer. No hook runs again: it completes the write it is part of.
   */
  async rewriteIn(scope: WriteScope, ctx: RequestContext, id: string, values: UpdateOfDef<D>): Promise<WireRowOf<D>> {
    let q = engineView(scope.trx)
      .updateTable(this.def.table)
      .set(values as Row)
      .where('id', '=', id);
    if (this.def.tenantScoped) q = q.where('tenantId', '=', ctx.tenantId);
    return this.serialize(await q.returningAll().executeTakeFirstOrThrow());
  }

  /**
   * Updates a row of the caller's in a transaction of its own. With `declaredStates` (the generic submit)
   * a row whose life cycle no longer lets it be edited (`editableIn`) is refused (editRefusal), checked
   * under the row's lock.
   */
  async update(ctx: RequestContext, id: string, values: Row, declaredStates = false): Promise<WireRowOf<D>> {
    if (!isId(id)) throw notFound('数据不存在');
    return this.write(ctx, async (_trx, scope) => {
      if (declaredStates && this.def.lifecycles?.some((lc) => lc.editableIn)) {
        const current = await this.lockRow(scope.trx, ctx, id, '数据不存在');
        const refusal = editRefusal(this.def, current);
        if (refusal) throw businessError(refusal);
      }
      return this.updateIn(scope, ctx, id, values);
    });
  }

  /** Updates a row of the caller's inside another write's transaction; runs the write hooks (see insertIn). */
  async updateIn(scope: WriteScope, ctx: RequestContext, id: string, values: Row): Promise<WireRowOf<D>> {
    if (!isId(id)) throw notFound('数据不存在');
    const hooks = this.writeHooks();
    const where = (eb: Eb) => eb.and([this.scope(eb, ctx), eb(eb.ref('id'), '=', id)]);
    // The row before the change, locked, only when a hook wants to compare (a changed market type).
    const before = hooks.length
      ? await engineView(scope.trx).selectFrom(this.def.table).selectAll().where(where).forUpdate().executeTakeFirst()
      : undefined;
    scope.touch(this.versionKey(ctx));
    const row = await engineView(scope.trx)
      .updateTable(this.def.table)
      .set({ ...values, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
      .where(where)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound('数据不存在');
    let saved = this.serialize(row);
    for (const hook of hooks)
      saved = rewritten(
        await hook({
          scope,
          ctx,
          def: this.def,
          op: 'update',
          row: saved,
          before: before && this.serialize(before),
        }),
        saved,
      );
    return saved;
  }

  /**
   * A write's logical delete of rows it has already checked (of the caller's tenant, by id), in the
   * write's transaction: no hook runs, the resource's change counter moves.
   */
  async removeIn(scope: WriteScope, ctx: RequestContext, ids: string[]): Promise<void> {
    let q = engineView(scope.trx)
      .updateTable(this.def.table)
      .set({ isDeleted: 1, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
      .where('id', 'in', ids);
    if (this.def.tenantScoped) q = q.where('tenantId', '=', ctx.tenantId);
    await q.execute();
    scope.touch(this.versionKeyFor(ctx));
  }

  /**
   * Logical delete of all the given rows or none: a foreign or missing id fails the whole call, and so
   * does a sealed row or one its life cycles keep (a record past its first state: removalRefusal, or
   * one that has been moved at all). With `createdBy` (a caller without the delete right) only rows that
   * user created are removed. Each removed row leaves a history row.
   */
  async remove(ctx: RequestContext, ids: string[], only: { createdBy?: string } = {}): Promise<number> {
    const unique = [...new Set(ids)];
    if (unique.length === 0 || !unique.every(isId)) throw notFound('数据不存在');
    return this.write(ctx, async (typedTrx, scope) => {
      const trx = engineView(typedTrx);
      const mine = (eb: Eb) => eb.and([this.scope(eb, ctx), eb(eb.ref('id'), 'in', unique)]);
      const found = await trx.selectFrom(this.def.table).selectAll().where(mine).orderBy('id').execute();
      if (this.def.sealable && found.some((row) => Number(row.isSealed) === 1)) throw businessError('封存数据不可删除');
      if (found.length !== unique.length) throw notFound('数据不存在或无权操作');
      if (only.createdBy !== undefined && found.some((row) => String(row.createUser ?? '') !== only.createdBy))
        throw forbidden(NOT_OWN_REMOVAL);
      const rows = found.map(this.serialize);
      const kept = rows.map((row) => removalRefusal(this.def, row)).find(Boolean);
      if (kept) throw businessError(kept);
      // Back in its first state after a move (a returned rectification), a record still has a past to keep.
      if (keepsItsPast(this.def) && (await recordsWithHistory(typedTrx, this.def, ctx, unique)).size)
        throw businessError(`已办理过的${this.def.label}不能删除`);
      const r = await trx
        .updateTable(this.def.table)
        .set({ isDeleted: 1, updateUser: ctx.userId || null, updateTime: sql<string>`now()` })
        .where(mine)
        .executeTakeFirst();
      await writeRemovalHistory(typedTrx, this.def, ctx, rows);
      for (const hook of this.removeHooks())
        await hook({ scope, ctx, def: this.def, ids: unique, rows: rows.map(wireRow) });
      return Number(r.numUpdatedRows);
    });
  }

  private mapConstraint(e: unknown): unknown {
    const err = e as { code?: string; constraint?: string; message?: string };
    if (err && err.code === '23505') {
      const field = this.def.fields.find(
        (f) =>
          f.unique &&
          (err.constraint === `${this.def.table}_${f.name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())}_uq` ||
            String(err.message ?? '').includes(
              `${this.def.table}_${f.name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())}_uq`,
            )),
      );
      const key = (this.def.uniqueKeys ?? []).find((k) => {
        const name = uniqueKeyIndex(this.def.table, k.fields);
        return err.constraint === name || String(err.message ?? '').includes(name);
      });
      return businessError(field?.unique ?? key?.message ?? '数据已存在');
    }
    return e;
  }
}

/**
 * Whether the caller sees a row of `repo` (through its `scope`) that also meets `where`: a twin that makes
 * a save a duplicate, an open finding, a row that blocks a removal. Read through `trx`, so it sees the
 * write under way. A function rather than a method, so a repository of one declaration stays a
 * repository of any (the typed `where` would tie the class to its table).
 */
export async function rowExists<D extends ResourceDef>(
  repo: Repository<D>,
  trx: Db | EngineDb,
  ctx: RequestContext,
  where: (eb: OwnEb<D>) => Expression<SqlBool>[],
): Promise<boolean> {
  const row = await engineView(trx)
    .selectFrom(repo.def.table)
    .select('id')
    .where((eb) => eb.and([repo.scope(eb, ctx), ...where(eb as unknown as OwnEb<D>)]))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether each of `ids` is a row of `repo` the caller sees (through its `scope`): what a call naming
 * rows of another tenant, removed rows or rows outside the caller's data scope is refused by.
 */
export async function allVisible<D extends ResourceDef>(
  repo: Repository<D>,
  db: Db | EngineDb,
  ctx: RequestContext,
  ids: readonly string[],
): Promise<boolean> {
  const found = await engineView(db)
    .selectFrom(repo.def.table)
    .select('id')
    .where((eb) => eb.and([repo.scope(eb, ctx), eb(eb.ref('id'), 'in', ids)]))
    .execute();
  return found.length === ids.length;
}

/** The id of what a write answered (the saved record), kept with its idempotency key. */
function writtenId(result: unknown): string | undefined {
  const id = result && typeof result === 'object' ? (result as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' || typeof id === 'bigint' ? String(id) : undefined;
}
