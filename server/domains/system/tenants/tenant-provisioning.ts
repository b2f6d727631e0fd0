import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/connection';
import * as seed from '../../../db/seed-data';
import { PLATFORM_TENANT, type RequestContext } from '../../../http/access';
import { newId } from '../../../core/ids';
import { GRANTS_VERSION } from '../../../db/versions';
import { tableVersionKey } from '../logs/writer';
import { subtreeIds } from '../tree-nodes';
import { businessMenus, usedTopMenus } from '../../../db/business-menus';
import type { ResourceDef } from '../../../../resources/types';
import { createdBy } from '../../../crud/created-by';

/** A business dictionary row to copy: the platform tenant's, or the seed's (ids are the copy's keys). */
interface DictTemplate {
  id: string;
  parentId: string;
  code: string | null;
  dictKey: string | null;
  dictValue: string | null;
  enName: string | null;
  sort: number | null;
  remark: string | null;
  isSealed: number | null;
}

/** The business dictionaries every new tenant starts with, copied from the platform tenant's. */
const COPIED_DICTS = Object.keys(seed.bizDicts);
/** Tables a new tenant gets rows in; their counters are bumped so no cached total is stale. */
const FILLED = ['blade_dept', 'blade_role', 'blade_dict_biz', 'blade_param', 'blade_top_menu', 'blade_user'];

/** Menus a tenant's admin role holds: all but the platform-only ones and what hangs below them. */
async function tenantAdminMenus(db: Db, defs: readonly ResourceDef[]): Promise<Array<{ id: string; code: string }>> {
  const rows = (
    await db.selectFrom('blade_menu').select(['id', 'parentId', 'code']).where('isDeleted', '=', 0).execute()
  ).map((r) => ({ id: String(r.id), parentId: String(r.parentId), code: String(r.code) }));
  const platformOnly = new Set(
    seed.menus
      .flatMap((m) => m.children ?? [])
      .filter((m) => m.platformOnly)
      .map((m) => m.code),
  );
  for (const m of businessMenus(defs)) if (m.platformOnly) platformOnly.add(m.code);
  const excluded = subtreeIds(
    rows,
    rows.filter((r) => platformOnly.has(r.code)).map((r) => r.id),
  );
  return rows.filter((r) => !excluded.has(r.id));
}

/** Dictionary rows of the copied codes, from the platform tenant, or the seed's when it has none. */
async function dictionaryTemplate(db: Db): Promise<DictTemplate[]> {
  const rows = await db
    .selectFrom('blade_dict_biz')
    .selectAll()
    .where('tenantId', '=', PLATFORM_TENANT)
    .where('isDeleted', '=', 0)
    .where('code', 'in', COPIED_DICTS)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const out: DictTemplate[] = rows.map((r) => ({
    id: String(r.id),
    parentId: String(r.parentId),
    code: r.code,
    dictKey: r.dictKey,
    dictValue: r.dictValue,
    enName: r.enName,
    sort: r.sort,
    remark: r.remark,
    isSealed: r.isSealed,
  }));
  for (const code of COPIED_DICTS) {
    if (out.some((r) => r.code === code)) continue;
    const parent = `seed:${code}`;
    out.push({
      id: parent,
      parentId: '0',
      code,
      dictKey: '-1',
      dictValue: seed.dictNames[code] ?? code,
      enName: seed.dictNamesEn[code] ?? null,
      sort: 1,
      remark: null,
      isSealed: 0,
    });
    for (const [i, [dictKey, dictValue, enName]] of (seed.bizDicts[code] ?? []).entries()) {
      out.push({
        id: `${parent}:${dictKey}`,
        parentId: parent,
        code,
        dictKey,
        dictValue,
        enName,
        sort: i + 1,
        remark: null,
        isSealed: 0,
      });
    }
  }
  return out;
}

export interface NewTenant {
  tenantId: string;
  tenantName: string;
  /** The tenant's declared values, as the submit gave them (writableValues). */
  values: Record<string, unknown>;
  adminPasswordHash: string;
}

/**
 * A new tenant with everything it needs to be used at once, in one transaction: its row, root dept,
 * admin role (granted every menu a tenant admin gets), business dictionaries, params, top menus and
 * the admin account. Answers the tenant row.
 */
export async function provisionTenant(app: FastifyInstance, ctx: RequestContext, t: NewTenant) {
  const db = app.db;
  const defs = [...app.repos.values()].map((r) => r.def);
  const menus = await tenantAdminMenus(db, defs);
  // The system top menus and the business ones with their groups (server/db/business-menus.ts).
  const topMenus = [...seed.topMenus, ...usedTopMenus(businessMenus(defs)).map((t) => ({ ...t, menus: t.groups }))];
  const dicts = await dictionaryTemplate(db);
  const audit = () => ({ id: newId(), ...createdBy(ctx) });
  const own = () => ({ ...audit(), tenantId: t.tenantId });
  const bumped: Array<[string, number]> = [];

  const tenant = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('blade_tenant')
      .values({ ...t.values, ...audit(), tenantId: t.tenantId })
      .returningAll()
      .executeTakeFirstOrThrow();
    const deptRow = {
      ...own(),
      parentId: '0',
      ancestors: '0',
      deptCategory: 1,
      deptName: t.tenantName,
      fullName: t.tenantName,
      sort: 1,
    };
    await trx.insertInto('blade_dept').values(deptRow).execute();
    const roleRow = { ...own(), parentId: '0', roleName: '管理员', roleAlias: 'admin', sort: 1 };
    await trx.insertInto('blade_role').values(roleRow).execute();
    if (menus.length)
      await trx
        .insertInto('blade_role_menu')
        .values(menus.map((m) => ({ id: newId(), roleId: roleRow.id, menuId: m.id })))
        .execute();

    const newIds = new Map<string, string>(dicts.map((d) => [String(d.id), newId()]));
    const dictRows = dicts.map((d) => ({
      ...own(),
      ...d,
      id: newIds.get(String(d.id)),
      parentId: d.parentId === '0' ? '0' : (newIds.get(String(d.parentId)) ?? '0'),
    }));
    if (dictRows.length) await trx.insertInto('blade_dict_biz').values(dictRows).execute();
    await trx
      .insertInto('blade_param')
      .values(seed.params.map((p) => ({ ...own(), ...p })))
      .execute();

    for (const tm of topMenus) {
      const top = { ...own(), code: tm.code, name: tm.name, enName: tm.en, source: tm.source, sort: tm.sort };
      await trx.insertInto('blade_top_menu').values(top).execute();
      const roots = menus.filter((m) => tm.menus.includes(m.code));
      if (roots.length)
        await trx
          .insertInto('blade_top_menu_setting')
          .values(roots.map((m) => ({ id: newId(), topMenuId: top.id, menuId: m.id })))
          .execute();
    }
    await trx
      .insertInto('blade_user')
      .values({
        ...own(),
        account: 'admin',
        password: t.adminPasswordHash,
        name: '管理员',
        realName: '管理员',
        userType: 1,
        roleId: roleRow.id,
        deptId: deptRow.id,
      })
      .execute();

    for (const table of FILLED)
      bumped.push([tableVersionKey(table, t.tenantId), await app.feed.bump(trx, tableVersionKey(table, t.tenantId))]);
    bumped.push([tableVersionKey('blade_tenant', '*'), await app.feed.bump(trx, tableVersionKey('blade_tenant', '*'))]);
    bumped.push([GRANTS_VERSION, await app.feed.bump(trx, GRANTS_VERSION)]);
    return row;
  });
  app.feed.committed(bumped);
  return app.repo('tenant').serialize(tenant);
}
