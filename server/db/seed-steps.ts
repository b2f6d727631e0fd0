import type { ResourceDef } from '../../resources/types';
import * as data from './seed-data';
import {
  businessGrants,
  businessMenus,
  isDeleteButton,
  usedGroups,
  usedTopMenus,
  type BusinessMenu,
  type SeedButton,
} from './business-menus';
import type { SeedSession } from './seed-session';
import { newId } from '../core/ids';
import { GRANTS_VERSION } from './versions';

/**
 * The seed steps: each adds, by code, one thing the current version seeds and a database may lack
 * (made by an earlier version, or freshly seeded by seedIfEmpty, which writes the system part only).
 * A step never changes or removes a row and never revokes a grant, but for the revocations named
 * `revoke:<what>` (a right the seed no longer gives, taken only where a tenant left it as seeded); what
 * exists, removed rows included, is left as it is. server/db/seed-migrations.ts runs each step once per
 * database.
 *
 * Keys name what a step adds, not when it was written: `menu:<code>`, `grant:<code>:<role alias>`,
 * `top-menu:<code>`, `top-menu:<top>:<group>`, `dict:<code>[:<key>]`, `dict-biz:<code>[:<key>]`,
 * `param:<key>`, `client:<what>`. A declaration that gains a menu, a button, a role or a dictionary
 * item simply yields a step whose key has not run yet.
 */
export interface SeedStep {
  key: string;
  run(s: SeedSession): Promise<void>;
}

/** What earlier versions seeded for saber: the password grant, which captcha mode leaves out. */
const OLD_SABER_GRANTS = 'refresh_token,password,captcha,social';

function clientSteps(): SeedStep[] {
  return [
    {
      key: 'client:saber-captcha-grants',
      async run(s) {
        if (!s.options.captchaMode) return;
        // Only the value earlier versions wrote: a grant list someone edited is theirs.
        const r = await s.db
          .updateTable('blade_client')
          .set({ authorizedGrantTypes: data.client.authorizedGrantTypes })
          .where('clientId', '=', data.client.clientId)
          .where('authorizedGrantTypes', '=', OLD_SABER_GRANTS)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) > 0) s.touch('blade_client');
      },
    },
  ];
}

type MenuSeed = (typeof data.menus)[number];

/**
 * System menus and buttons of seed-data.ts (user_unlock, tenant_package ... for databases seeded
 * before them). A new one is granted, as the fresh seed does, to the `admin` roles, unless it is
 * platform only; and only to those still holding its parent, so a branch a user took away stays away.
 */
function systemMenuSteps(): SeedStep[] {
  const steps: SeedStep[] = [];
  const addedNow = async (s: SeedSession, id: string | undefined, parentCode: string | null, platformOnly: boolean) => {
    if (!id || platformOnly) return;
    const parent = parentCode === null ? undefined : await s.liveMenu(parentCode);
    for (const role of await s.liveRoles('admin')) {
      if (!parent || (await s.holds(role.id, parent.id))) await s.grant(role.id, id);
    }
  };
  const walk = (items: MenuSeed[], parentCode: string | null, inheritedPlatformOnly: boolean) => {
    for (const [i, m] of items.entries()) {
      const platformOnly = inheritedPlatformOnly || Boolean(m.platformOnly);
      steps.push({
        key: `menu:${m.code}`,
        async run(s) {
          if (await s.menuExists(m.code)) return;
          const id = await s.insertMenu(data.seededMenuRow(m, i), parentCode);
          await addedNow(s, id, parentCode, platformOnly);
        },
      });
      for (const [j, op] of (m.buttons ?? []).entries()) {
        const code = `${m.code}_${op}`;
        steps.push({
          key: `menu:${code}`,
          async run(s) {
            if (await s.menuExists(code)) return;
            const id = await s.insertMenu(data.seededButtonRow(m, op, j), m.code);
            await addedNow(s, id, m.code, platformOnly);
          },
        });
      }
      if (m.children) walk(m.children, m.code, platformOnly);
    }
  };
  walk(data.menus, null, false);
  return steps;
}

/** Menu rows of the declarations (`def.menu`): groups, menus, buttons, then the grants of the seeded roles. */
function businessMenuSteps(defs: readonly ResourceDef[]): SeedStep[] {
  const menus = businessMenus(defs);
  const steps: SeedStep[] = [];
  /** Writes the row under the menu `parentCode` (null: a root) unless a row of its code exists, removed ones included. */
  const menuStep = (row: data.MenuColumns, parentCode: string | null): SeedStep => ({
    key: `menu:${row.code}`,
    async run(s) {
      if (!(await s.menuExists(row.code))) await s.insertMenu(row, parentCode);
    },
  });
  /** The row of a declared button of `m`, `index` its place among the menu's buttons. */
  const buttonRow = (m: BusinessMenu, b: SeedButton, index: number): data.MenuColumns => ({
    code: b.code,
    name: b.name,
    enName: b.en || null,
    alias: b.alias,
    path: `${m.path}/${b.alias}`,
    source: '',
    sort: index + 1,
    category: 2,
    action: b.action,
  });
  for (const g of usedGroups(menus)) {
    steps.push(
      menuStep(
        {
          code: g.code,
          name: g.name,
          enName: g.en,
          alias: g.code,
          path: g.path,
          source: g.icon,
          sort: g.sort,
          category: 1,
          action: 0,
        },
        null,
      ),
    );
  }
  for (const m of menus) {
    steps.push(
      menuStep(
        {
          code: m.code,
          name: m.name,
          enName: m.en || null,
          alias: m.resource,
          path: m.path,
          source: m.source,
          sort: m.sort,
          category: 1,
          action: 0,
        },
        m.group.code,
      ),
    );
    for (const [j, b] of m.buttons.entries()) steps.push(menuStep(buttonRow(m, b, j), m.code));
  }
  for (const { code, alias } of businessGrants(menus)) {
    steps.push({
      key: `grant:${code}:${alias}`,
      async run(s) {
        const menu = await s.liveMenu(code);
        if (!menu) return;
        for (const role of await s.liveRoles(alias)) await s.grant(role.id, menu.id);
      },
    });
  }
  return steps;
}

/**
 * Line roles (a menu's writers: 执法人员, 检查员) no longer hold the delete buttons of their menus, which
 * earlier versions gave them. A role that still holds every one of them is as seeded and loses them; a
 * role missing any was changed by its tenant and is left as it is.
 */
function writersDeleteRevocation(defs: readonly ResourceDef[]): SeedStep {
  const menus = businessMenus(defs).filter((m) => !m.platformOnly);
  const aliases = [...new Set(menus.flatMap((m) => m.writers))];
  return {
    key: 'revoke:writers-delete',
    async run(s) {
      for (const alias of aliases) {
        const deletes = [];
        for (const m of menus.filter((menu) => menu.writers.includes(alias)))
          for (const b of m.buttons.filter(isDeleteButton)) {
            const menu = await s.liveMenu(b.code);
            if (menu) deletes.push(menu.id);
          }
        for (const role of await s.liveRoles(alias)) {
          const held = await Promise.all(deletes.map((id) => s.holds(role.id, id)));
          if (held.length === 0 || held.includes(false)) continue;
          for (const id of deletes) await s.revoke(role.id, id);
        }
      }
    },
  };
}

async function topMenusOf(s: SeedSession, code: string) {
  return s.db.selectFrom('blade_top_menu').select(['id', 'tenantId', 'isDeleted']).where('code', '=', code).execute();
}

/**
 * Top menus per tenant: the system ones with their menus (as the fresh seed links them), the business
 * ones, and each used group linked to its business top menu (its own step, so a group that arrives
 * later joins the top menu a tenant already has).
 */
function topMenuSteps(defs: readonly ResourceDef[]): SeedStep[] {
  const business = usedTopMenus(businessMenus(defs));
  const steps: SeedStep[] = [];
  const topMenu = (
    tm: { code: string; name: string; en: string; source: string; sort: number },
    roots: string[],
  ): SeedStep => ({
    key: `top-menu:${tm.code}`,
    async run(s) {
      const have = new Set((await topMenusOf(s, tm.code)).map((r) => String(r.tenantId)));
      const rootIds = [];
      for (const code of roots) {
        const m = await s.liveMenu(code);
        if (m) rootIds.push(m.id);
      }
      for (const tenantId of await s.liveTenants()) {
        if (have.has(tenantId)) continue;
        const id = await s.insert(
          'blade_top_menu',
          { code: tm.code, name: tm.name, enName: tm.en, source: tm.source, sort: tm.sort },
          tenantId,
        );
        if (rootIds.length)
          await s.db
            .insertInto('blade_top_menu_setting')
            .values(rootIds.map((menuId) => ({ id: newId(), topMenuId: id, menuId })))
            .execute();
        s.touch('blade_top_menu', tenantId);
        s.touched.add(GRANTS_VERSION);
      }
    },
  });
  for (const tm of data.topMenus) steps.push(topMenu(tm, tm.menus));
  for (const tm of business) steps.push(topMenu(tm, []));
  for (const tm of business) {
    for (const group of tm.groups) {
      steps.push({
        key: `top-menu:${tm.code}:${group}`,
        async run(s) {
          const menu = await s.liveMenu(group);
          if (!menu) return;
          const tops = (await topMenusOf(s, tm.code)).filter((t) => Number(t.isDeleted) === 0).map((t) => String(t.id));
          if (tops.length === 0) return;
          const linked = new Set(
            (
              await s.db
                .selectFrom('blade_top_menu_setting')
                .select('topMenuId')
                .where('menuId', '=', menu.id)
                .where('topMenuId', 'in', tops)
                .execute()
            ).map((r) => String(r.topMenuId)),
          );
          const rows = tops
            .filter((id) => !linked.has(id))
            .map((topMenuId) => ({ id: newId(), topMenuId, menuId: menu.id }));
          if (rows.length === 0) return;
          await s.db.insertInto('blade_top_menu_setting').values(rows).execute();
          s.touched.add(GRANTS_VERSION);
        },
      });
    }
  }
  return steps;
}

/**
 * Dictionaries: a whole dictionary where its parent row is missing, then each item where the
 * dictionary is there but the item key is not. `biz`: per tenant (blade_dict_biz); else the shared
 * system dictionary (blade_dict).
 */
function dictSteps(dicts: Record<string, data.DictEntry[]>, biz: boolean): SeedStep[] {
  const table = biz ? 'blade_dict_biz' : 'blade_dict';
  const tableName = biz ? 'blade_dict_biz' : 'blade_dict';
  const prefix = biz ? 'dict-biz' : 'dict';
  const scopes = async (s: SeedSession): Promise<Array<string | undefined>> => (biz ? s.liveTenants() : [undefined]);
  const rowsOf = (s: SeedSession, code: string, tenantId: string | undefined) => {
    let q = s.db.selectFrom(table).select(['id', 'parentId', 'dictKey', 'isDeleted']).where('code', '=', code);
    if (tenantId) q = q.where('tenantId', '=', tenantId);
    return q.execute();
  };
  const steps: SeedStep[] = [];
  for (const [index, [code, items]] of Object.entries(dicts).entries()) {
    steps.push({
      key: `${prefix}:${code}`,
      async run(s) {
        for (const tenantId of await scopes(s)) {
          if ((await rowsOf(s, code, tenantId)).some((r) => String(r.parentId) === '0')) continue;
          const parentId = await s.insert(
            table,
            {
              parentId: '0',
              code,
              dictKey: '-1',
              dictValue: data.dictNames[code] ?? code,
              enName: data.dictNamesEn[code] ?? '',
              sort: biz ? 1 : index + 1,
              isSealed: 0,
            },
            tenantId,
          );
          for (const [i, [dictKey, dictValue, enName]] of items.entries()) {
            await s.insert(table, { parentId, code, dictKey, dictValue, enName, sort: i + 1, isSealed: 0 }, tenantId);
          }
          s.touch(tableName, tenantId);
        }
      },
    });
    for (const [i, [dictKey, dictValue, enName]] of items.entries()) {
      steps.push({
        key: `${prefix}:${code}:${dictKey}`,
        async run(s) {
          for (const tenantId of await scopes(s)) {
            const rows = await rowsOf(s, code, tenantId);
            const parent = rows.find((r) => String(r.parentId) === '0' && Number(r.isDeleted) === 0);
            if (!parent || rows.some((r) => String(r.parentId) === String(parent.id) && String(r.dictKey) === dictKey))
              continue;
            await s.insert(
              table,
              { parentId: String(parent.id), code, dictKey, dictValue, enName, sort: i + 1, isSealed: 0 },
              tenantId,
            );
            s.touch(tableName, tenantId);
          }
        },
      });
    }
  }
  return steps;
}

/** Params every tenant has (by key; a removed one stays removed). */
function paramSteps(): SeedStep[] {
  return data.params.map((p) => ({
    key: `param:${p.paramKey}`,
    async run(s) {
      const have = new Set(
        (await s.db.selectFrom('blade_param').select('tenantId').where('paramKey', '=', p.paramKey).execute()).map(
          (r) => String(r.tenantId),
        ),
      );
      for (const tenantId of await s.liveTenants()) {
        if (have.has(tenantId)) continue;
        await s.insert(
          'blade_param',
          { paramName: p.paramName, paramKey: p.paramKey, paramValue: p.paramValue, remark: p.remark },
          tenantId,
        );
        s.touch('blade_param', tenantId);
      }
    },
  }));
}

/**
 * Roles added after the first version (the supervision approval roles): every live tenant lacking one
 * by alias (a removed one included: what a user removed stays removed) gets it, before the business
 * grants name it.
 */
function roleSteps(): SeedStep[] {
  return data.addedRoles.map(([alias, name, sort]) => ({
    key: `role:${alias}`,
    async run(s) {
      const have = new Set(
        (await s.db.selectFrom('blade_role').select('tenantId').where('roleAlias', '=', alias).execute()).map((r) =>
          String(r.tenantId),
        ),
      );
      for (const tenantId of await s.liveTenants()) {
        if (have.has(tenantId)) continue;
        await s.insert('blade_role', { parentId: '0', roleName: name, roleAlias: alias, sort }, tenantId);
        s.touch('blade_role', tenantId);
        s.touched.add(GRANTS_VERSION);
      }
      s.forgetRoles();
    },
  }));
}

/**
 * English names of the rows earlier versions seeded without one: a menu, top menu or dictionary entry
 * still named as seeded (by code, and key) gets the English name the seed gives it now. A row a user
 * renamed, or gave an English name, is left as it is. Rows seeded from now on carry theirs already.
 */
function englishNameSteps(defs: readonly ResourceDef[]): SeedStep[] {
  const menus = businessMenus(defs);
  const menuNames: Array<[code: string, name: string, en: string]> = [];
  const walk = (items: MenuSeed[]) => {
    for (const m of items) {
      menuNames.push([m.code, m.name, m.en]);
      for (const op of m.buttons ?? []) {
        const b = data.seededButtonRow(m, op, 0);
        menuNames.push([b.code, b.name, b.enName ?? '']);
      }
      if (m.children) walk(m.children);
    }
  };
  walk(data.menus);
  for (const g of usedGroups(menus)) menuNames.push([g.code, g.name, g.en]);
  for (const m of menus) {
    menuNames.push([m.code, m.name, m.en]);
    for (const b of m.buttons) menuNames.push([b.code, b.name, b.en]);
  }
  const topNames = [...data.topMenus, ...usedTopMenus(menus)].map((t) => [t.code, t.name, t.en] as const);
  const dictNames = (dicts: Record<string, data.DictEntry[]>) =>
    Object.entries(dicts).flatMap(([code, items]) => [
      [code, '-1', data.dictNames[code] ?? code, data.dictNamesEn[code] ?? ''] as const,
      ...items.map(([key, value, en]) => [code, key, value, en] as const),
    ]);
  const menuEn = new Map(menuNames.map(([code, name, en]) => [`${code}|${name}`, en]));
  const topEn = new Map(topNames.map(([code, name, en]) => [`${code}|${name}`, en]));
  const dictEn = (dicts: Record<string, data.DictEntry[]>) =>
    new Map(dictNames(dicts).map(([code, key, value, en]) => [`${code}|${key}|${value}`, en]));
  /** Gives each row the English name its key finds, and says whether any row was given one. */
  const fill = async (
    s: SeedSession,
    table: 'blade_menu' | 'blade_top_menu' | 'blade_dict' | 'blade_dict_biz',
    rows: Array<{ id: string; key: string }>,
    names: Map<string, string>,
  ) => {
    let filled = false;
    for (const { id, key } of rows) {
      const en = names.get(key);
      if (!en) continue;
      await s.db
        .updateTable(table as 'blade_menu')
        .set({ enName: en })
        .where('id', '=', id)
        .execute();
      filled = true;
    }
    return filled;
  };
  return [
    {
      key: 'en-name:menus',
      async run(s) {
        const rows = await s.db
          .selectFrom('blade_menu')
          .select(['id', 'code', 'name'])
          .where((eb) => eb.or([eb('enName', 'is', null), eb('enName', '=', '')]))
          .execute();
        const keyed = rows.map((r) => ({ id: String(r.id), key: `${r.code}|${r.name}` }));
        if (await fill(s, 'blade_menu', keyed, menuEn)) {
          s.touch('blade_menu');
          s.touched.add(GRANTS_VERSION);
        }
      },
    },
    {
      key: 'en-name:top-menus',
      async run(s) {
        const rows = await s.db
          .selectFrom('blade_top_menu')
          .select(['id', 'tenantId', 'code', 'name'])
          .where((eb) => eb.or([eb('enName', 'is', null), eb('enName', '=', '')]))
          .execute();
        const keyed = rows.map((r) => ({ id: String(r.id), key: `${r.code}|${r.name}` }));
        if (await fill(s, 'blade_top_menu', keyed, topEn))
          for (const r of rows) s.touch('blade_top_menu', String(r.tenantId));
      },
    },
    ...(['blade_dict', 'blade_dict_biz'] as const).map((table): SeedStep => ({
      key: `en-name:${table}`,
      async run(s) {
        const rows = await s.db
          .selectFrom(table)
          .select(['id', 'code', 'dictKey', 'dictValue'])
          .where((eb) => eb.or([eb('enName', 'is', null), eb('enName', '=', '')]))
          .execute();
        const keyed = rows.map((r) => ({ id: String(r.id), key: `${r.code}|${r.dictKey}|${r.dictValue}` }));
        if (!(await fill(s, table, keyed, dictEn(table === 'blade_dict' ? data.systemDicts : data.bizDicts)))) return;
        if (table === 'blade_dict') s.touch(table);
        else for (const tenantId of await s.liveTenants()) s.touch(table, tenantId);
      },
    })),
  ];
}

/**
 * Every step of this version, in the order they must run (menus before their grants and top menus),
 * then the domains' own steps (the leave process of the workflow).
 */
export function seedSteps(defs: readonly ResourceDef[], domainSteps: SeedStep[] = []): SeedStep[] {
  const steps = [
    ...clientSteps(),
    ...dictSteps(data.systemDicts, false),
    ...systemMenuSteps(),
    ...roleSteps(),
    ...businessMenuSteps(defs),
    writersDeleteRevocation(defs),
    ...topMenuSteps(defs),
    ...dictSteps(data.bizDicts, true),
    ...paramSteps(),
    ...englishNameSteps(defs),
    ...domainSteps,
  ];
  const keys = new Set<string>();
  for (const step of steps) {
    // A business code equal to a system one would silently become a grant of the system row.
    if (keys.has(step.key)) throw new Error(`seed step ${step.key} is declared twice`);
    keys.add(step.key);
  }
  return steps;
}
