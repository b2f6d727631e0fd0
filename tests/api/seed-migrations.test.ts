import { databaseShape } from '../../server/database-shape';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { openDatabase, type Db } from '../../server/db/connection';
import { runSeedMigrations } from '../../server/db/seed-migrations';
import { allResources } from '../../resources/declarations';
import { businessMenus, usedGroups } from '../../server/db/business-menus';
import { ADMIN_PASSWORD, call, createScratchDatabase, dropScratchDatabase, login, type TestServer } from './harness';
import { tenantStaff } from './tenant-staff';
import { liveIdIn } from './auth-fixtures';
import { SUBJECT_BUTTONS } from '../subject-buttons';
import { newId } from '../../server/core/ids';

/**
 * Versioned seed migrations (server/db/seed-migrations.ts): a fresh database gets the business menus,
 * buttons and grants of the declarations; a database of an earlier version gets what it lacks when the
 * server starts, and keeps what its users changed; a second start changes nothing. One database on
 * disk (PGlite in a temp folder, or a scratch PostgreSQL database when DATABASE_URL is set), restarted.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const DEMO = '100001';
const OLD_SABER_GRANTS = 'refresh_token,password,captcha,social';

let dataDir = '';
let dbName = '';
let databaseUrl = '';

const cfgOf = () =>
  loadConfig(
    {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      TEST_SEAMS: '1',
      WEB_ROOT: '/nonexistent',
      DEMO_DATA: 'off',
    } as NodeJS.ProcessEnv,
    { databaseUrl },
  );

async function start(): Promise<TestServer> {
  const built = await buildApp(cfgOf());
  const url = await built.app.listen({ port: 0, host: '127.0.0.1' });
  return { url, databaseUrl, built, kind: built.app.database.kind, close: () => built.close() };
}

async function directly<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase(cfgOf());
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

/** Everything the seed writes, without ids and times: what must match between a fresh and an upgraded database. */
async function snapshot(db: Db) {
  const menus = await db
    .selectFrom('blade_menu as m')
    .leftJoin('blade_menu as p', 'p.id', 'm.parentId')
    .select([
      'm.code',
      'p.code as parent',
      'm.name',
      'm.enName',
      'm.alias',
      'm.path',
      'm.source',
      'm.sort',
      'm.category',
      'm.action',
      'm.isOpen',
      'm.isDeleted',
    ])
    .orderBy('m.code')
    .orderBy('m.isDeleted')
    .execute();
  const grants = await db
    .selectFrom('blade_role_menu as rm')
    .innerJoin('blade_role as r', 'r.id', 'rm.roleId')
    .innerJoin('blade_menu as m', 'm.id', 'rm.menuId')
    .select(['r.tenantId', 'r.roleAlias', 'm.code'])
    .orderBy('r.tenantId')
    .orderBy('r.roleAlias')
    .orderBy('m.code')
    .execute();
  const topMenus = await db
    .selectFrom('blade_top_menu')
    .select(['tenantId', 'code', 'name', 'source', 'sort'])
    .orderBy('tenantId')
    .orderBy('code')
    .execute();
  const topLinks = await db
    .selectFrom('blade_top_menu_setting as s')
    .innerJoin('blade_top_menu as t', 't.id', 's.topMenuId')
    .innerJoin('blade_menu as m', 'm.id', 's.menuId')
    .select(['t.tenantId', 't.code as top', 'm.code'])
    .orderBy('t.tenantId')
    .orderBy('t.code')
    .orderBy('m.code')
    .execute();
  const dictBiz = await db
    .selectFrom('blade_dict_biz')
    .select(['tenantId', 'code', 'dictKey', 'dictValue', 'sort', 'isDeleted'])
    .orderBy('tenantId')
    .orderBy('code')
    .orderBy('dictKey')
    .execute();
  const dict = await db
    .selectFrom('blade_dict')
    .select(['code', 'dictKey', 'dictValue', 'sort'])
    .orderBy('code')
    .orderBy('dictKey')
    .execute();
  const params = await db
    .selectFrom('blade_param')
    .select(['tenantId', 'paramKey', 'paramValue'])
    .orderBy('tenantId')
    .orderBy('paramKey')
    .execute();
  const client = await db
    .selectFrom('blade_client')
    .select(['clientId', 'authorizedGrantTypes'])
    .orderBy('clientId')
    .execute();
  const steps = (await db.selectFrom('blade_seed_version').select('step').orderBy('step').execute()).map((r) => r.step);
  return { menus, grants, topMenus, topLinks, dictBiz, dict, params, client, steps };
}

const counts = async (db: Db) => {
  const out: Record<string, number> = {};
  for (const t of [
    'blade_menu',
    'blade_role_menu',
    'blade_top_menu',
    'blade_top_menu_setting',
    'blade_dict',
    'blade_dict_biz',
    'blade_param',
    'blade_seed_version',
  ] as const) {
    out[t] = Number(
      (
        await db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  }
  return out;
};
/** Every change counter and its value (the sum of its shards' rows). */
const versions = (db: Db) =>
  db
    .selectFrom('blade_version')
    .select((eb) => ['key', eb.fn.sum<string>('version').as('version')])
    .groupBy('key')
    .orderBy('key')
    .execute();

const codesOf = (tree: Array<{ code: string; children?: unknown[] }>): string[] =>
  tree.flatMap((n) => [n.code, ...codesOf((n.children ?? []) as Array<{ code: string; children?: unknown[] }>)]);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedmig-'));
  if (onPostgres)
    ({ dbName, databaseUrl } = await createScratchDatabase(process.env.DATABASE_URL as string, 'seedmig'));
});

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (dbName) await dropScratchDatabase(process.env.DATABASE_URL as string, dbName);
});

describe('seed migrations', () => {
  let fresh: Awaited<ReturnType<typeof snapshot>>;

  it('(a) a fresh start has the subject menu under 经营主体 with its buttons, granted to the tenant admin; inspectors read and export', async () => {
    const s = await start();
    try {
      const db = s.built.app.db;
      const group = await db
        .selectFrom('blade_menu')
        .selectAll()
        .where('code', '=', 'subject_group')
        .executeTakeFirstOrThrow();
      expect(group).toMatchObject({
        parentId: '0',
        name: '经营主体',
        path: '/subject',
        source: 'Storefront',
        category: 1,
        isDeleted: 0,
      });
      const menu = await db
        .selectFrom('blade_menu')
        .selectAll()
        .where('code', '=', 'subject')
        .executeTakeFirstOrThrow();
      expect(menu).toMatchObject({ parentId: group.id, name: '经营主体', path: '/subject/subject', category: 1 });
      const buttons = await db
        .selectFrom('blade_menu')
        .select(['code', 'name', 'category'])
        .where('parentId', '=', menu.id)
        .orderBy('sort')
        .execute();
      expect(buttons.map((b) => b.code)).toEqual(SUBJECT_BUTTONS);
      expect(buttons.every((b) => b.category === 2)).toBe(true);
      expect(buttons.find((b) => b.code === 'subject_pause')?.name).toBe('暂停');
      expect(buttons.find((b) => b.code === 'subject_export')?.name).toBe('导出');

      // The demo tenant's admin holds the menu and every button, and sees them in its menu.
      const admin = (await login(s, 'admin', ADMIN_PASSWORD, DEMO)).access_token;
      const held = codesOf((await call(s, '/api/blade-system/menu/buttons', { token: admin })).body.data);
      expect(held).toEqual(expect.arrayContaining(['subject', ...SUBJECT_BUTTONS]));
      const routes = (await call(s, '/api/blade-system/menu/routes', { token: admin })).body.data as Array<{
        code: string;
        path: string;
        children: Array<{ code: string; path: string }>;
      }>;
      // Every declared menu of the group, in declared order (the subject first).
      const declared = businessMenus(allResources);
      expect(routes.find((r) => r.code === 'subject_group')?.children.map((c) => [c.code, c.path])).toEqual(
        declared.filter((m) => m.group.code === 'subject_group').map((m) => [m.code, m.path]),
      );
      // The business top menu opens the group.
      const tops = (await call(s, '/api/blade-system/menu/top-menu', { token: admin })).body.data as Array<{
        id: string;
        code: string;
        name: string;
      }>;
      const business = tops.find((t) => t.code === 'business');
      expect(business?.name).toBe('业务监管');
      const cut = (await call(s, '/api/blade-system/menu/routes', { token: admin, query: { topMenuId: business?.id } }))
        .body.data;
      const businessGroups = usedGroups(declared).filter((g) => g.top === 'business');
      expect(codesOf(cut)).toEqual(
        businessGroups.flatMap((g) => [g.code, ...declared.filter((m) => m.group.code === g.code).map((m) => m.code)]),
      );
      expect((await call(s, '/api/subject/subject/page', { token: admin })).body).toMatchObject({
        code: 200,
        success: true,
      });

      // An inspector (menu.roles) reads and exports, and may not write.
      const inspector = (await (await tenantStaff(s, DEMO)).add('seed_inspector', 'inspector', null)).token;
      const inspectorButtons = codesOf(
        (await call(s, '/api/blade-system/menu/buttons', { token: inspector })).body.data,
      );
      expect(inspectorButtons.filter((c) => c === 'subject' || c.startsWith('subject_')).sort()).toEqual([
        'subject',
        'subject_export',
        'subject_view',
      ]);
      expect((await call(s, '/api/subject/subject/page', { token: inspector })).body).toMatchObject({
        code: 200,
        success: true,
      });
      expect(
        (await call(s, '/api/subject/subject/submit', { token: inspector, body: { subjectName: 'x' } })).status,
      ).toBe(403);

      // Platform only: tenant_package is there, with its buttons, and no tenant admin holds it.
      const tp = await db
        .selectFrom('blade_menu as b')
        .innerJoin('blade_menu as m', 'm.id', 'b.parentId')
        .select('b.code')
        .where('m.code', '=', 'tenant_package')
        .execute();
      expect(tp.map((b) => b.code).sort()).toEqual([
        'tenant_package_add',
        'tenant_package_delete',
        'tenant_package_edit',
        'tenant_package_view',
      ]);
      expect(held).not.toContain('tenant_package');
      fresh = await snapshot(db);
    } finally {
      await s.close();
    }
  });

  it('(b) a database of an earlier version gets what it lacks at start, and keeps what its users changed', async () => {
    // The business group and everything under it: its menus (subject, tourisminfo ...) and their buttons.
    const business = ['subject_group'];
    for (let grew = true; grew;) {
      const next = fresh.menus
        .filter((m) => business.includes(String(m.parent)) && !business.includes(String(m.code)))
        .map((m) => String(m.code));
      business.push(...next);
      grew = next.length > 0;
    }
    const gone = [
      ...business,
      'tenant_package',
      'tenant_package_add',
      'tenant_package_edit',
      'tenant_package_delete',
      'tenant_package_view',
      'user_unlock',
    ];
    await directly(async (db) => {
      // What an earlier version left: no business menus, grants, top menu, dictionary; no user_unlock,
      // tenant_package; a system dictionary and a param fewer; saber with the password grant; no seed steps.
      const ids = (await db.selectFrom('blade_menu').select('id').where('code', 'in', gone).execute()).map((r) =>
        String(r.id),
      );
      await db.deleteFrom('blade_role_menu').where('menuId', 'in', ids).execute();
      await db.deleteFrom('blade_top_menu_setting').where('menuId', 'in', ids).execute();
      await db.deleteFrom('blade_menu').where('id', 'in', ids).execute();
      await db.deleteFrom('blade_top_menu').where('code', '=', 'business').execute();
      await db.deleteFrom('blade_dict_biz').where('code', '=', 'business_status').execute();
      await db.deleteFrom('blade_dict').where('code', '=', 'user_type').execute();
      await db
        .deleteFrom('blade_param')
        .where('paramKey', '=', 'account.failCount')
        .where('tenantId', '=', DEMO)
        .execute();
      await db
        .updateTable('blade_client')
        .set({ authorizedGrantTypes: OLD_SABER_GRANTS })
        .where('clientId', '=', 'saber')
        .execute();
      await db.deleteFrom('blade_seed_version').execute();
      // Earlier versions had no English names.
      for (const table of ['blade_menu', 'blade_top_menu', 'blade_dict', 'blade_dict_biz'] as const)
        await db.updateTable(table).set({ enName: null }).execute();
      // What its users changed: a renamed menu, a revoked grant, a removed button, a removed dictionary item.
      await db.updateTable('blade_menu').set({ name: '参数设置' }).where('code', '=', 'param').execute();
      const demoAdmin = await liveIdIn(db, 'blade_role', DEMO, 'roleAlias', 'admin');
      const paramDelete = await db
        .selectFrom('blade_menu')
        .select('id')
        .where('code', '=', 'param_delete')
        .executeTakeFirstOrThrow();
      await db
        .deleteFrom('blade_role_menu')
        .where('roleId', '=', demoAdmin)
        .where('menuId', '=', paramDelete.id)
        .execute();
      await db.updateTable('blade_menu').set({ isDeleted: 1 }).where('code', '=', 'post_delete').execute();
      await db
        .updateTable('blade_dict_biz')
        .set({ isDeleted: 1 })
        .where('code', '=', 'market_type')
        .where('dictKey', '=', '8')
        .where('tenantId', '=', DEMO)
        .execute();
    });
    const before = await directly(async (db) => ({
      grants: (await versions(db)).find((v) => v.key === 'grants')?.version,
      snap: await snapshot(db),
    }));
    expect(before.snap.menus.map((m) => m.code)).not.toContain('subject');

    const s = await start();
    try {
      const db = s.built.app.db;
      const after = await snapshot(db);
      // Exactly the fresh database, but for what the users changed.
      const expected = {
        ...fresh,
        menus: fresh.menus.map((m) =>
          // A menu renamed by its users gets no English name: the seeded one may no longer fit it.
          m.code === 'param'
            ? { ...m, name: '参数设置', enName: null }
            : m.code === 'post_delete'
              ? { ...m, isDeleted: 1 }
              : m,
        ),
        grants: fresh.grants.filter(
          (g) => !(g.tenantId === DEMO && g.roleAlias === 'admin' && g.code === 'param_delete'),
        ),
        dictBiz: fresh.dictBiz.map((d) =>
          d.tenantId === DEMO && d.code === 'market_type' && d.dictKey === '8' ? { ...d, isDeleted: 1 } : d,
        ),
      };
      expect(after).toEqual(expected);
      // The pending items of seed-data.ts, spelled out.
      const granted = (code: string) =>
        after.grants
          .filter((g) => g.code === code)
          .map((g) => `${g.tenantId}:${g.roleAlias}`)
          .sort();
      expect(granted('user_unlock')).toEqual(['000000:admin', `${DEMO}:admin`]);
      expect(granted('tenant_package')).toEqual([]);
      expect(granted('subject_pause')).toEqual(['000000:admin', `${DEMO}:admin`]);
      expect(granted('subject_view')).toEqual([
        '000000:admin',
        '000000:enforcer',
        '000000:inspector',
        `${DEMO}:admin`,
        `${DEMO}:enforcer`,
        `${DEMO}:inspector`,
      ]);
      expect(after.client).toEqual([{ clientId: 'saber', authorizedGrantTypes: 'captcha,refresh_token,social' }]);
      // The rows still named as seeded have their English names back.
      expect(after.menus.filter((m) => ['user', 'log_api', 'user_unlock'].includes(String(m.code)))).toEqual([
        expect.objectContaining({ code: 'log_api', enName: 'API logs' }),
        expect.objectContaining({ code: 'user', enName: 'Users' }),
        expect.objectContaining({ code: 'user_unlock', enName: 'Unlock account' }),
      ]);
      const sex = await db
        .selectFrom('blade_dict')
        .select('enName')
        .where('code', '=', 'sex')
        .orderBy('sort')
        .orderBy('id')
        .execute();
      expect(sex.map((r) => r.enName)).toEqual(['Sex', 'Male', 'Female', 'Unknown']);
      const facilityStatus = await db
        .selectFrom('blade_dict_biz')
        .select('enName')
        .where('code', '=', 'facility_status')
        .where('tenantId', '=', DEMO)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      expect(facilityStatus.map((r) => r.enName)).toEqual(['Facility status', 'In use', 'Out of use', 'Under repair']);
      expect(
        (await db.selectFrom('blade_top_menu').select('enName').where('code', '=', 'system').execute()).map(
          (r) => r.enName,
        ),
      ).toEqual(['System', 'System']);
      expect(
        after.dictBiz.filter((d) => d.code === 'business_status' && d.tenantId === DEMO).map((d) => d.dictValue),
      ).toEqual(['经营状态', '正常营业', '停业整顿', '歇业', '已注销']);
      // Running caches drop: the grants counter moved.
      expect(Number((await versions(db)).find((v) => v.key === 'grants')?.version)).toBeGreaterThan(
        Number(before.grants ?? 0),
      );

      // Through the API: the demo admin has the business buttons back, and still not what was revoked.
      const admin = (await login(s, 'admin', ADMIN_PASSWORD, DEMO)).access_token;
      const held = codesOf((await call(s, '/api/blade-system/menu/buttons', { token: admin })).body.data);
      expect(held).toEqual(expect.arrayContaining([...SUBJECT_BUTTONS, 'user_unlock']));
      expect(held).not.toContain('param_delete');
      expect(
        (await call(s, '/api/blade-system/dict-biz/dictionary', { token: admin, query: { code: 'business_status' } }))
          .body.data,
      ).toHaveLength(4);
    } finally {
      await s.close();
    }
  });

  it('(c) a second start, and concurrent runs, change nothing', async () => {
    const before = await directly(async (db) => ({
      counts: await counts(db),
      snap: await snapshot(db),
      versions: await versions(db),
    }));
    const s = await start();
    await s.close();
    const after = await directly(async (db) => ({
      counts: await counts(db),
      snap: await snapshot(db),
      versions: await versions(db),
    }));
    expect(after).toEqual(before);

    // Two instances starting together on an old database: one runs the steps, the other finds them done.
    await directly((db) => db.deleteFrom('blade_seed_version').execute());
    const a = await openDatabase(cfgOf());
    const b = onPostgres ? await openDatabase(cfgOf()) : a;
    try {
      const results = await Promise.all([
        runSeedMigrations(a.db, databaseShape, { captchaMode: true }),
        runSeedMigrations(b.db, databaseShape, { captchaMode: true }),
      ]);
      expect(results.map((r) => r.applied.length).sort((x, y) => x - y)).toEqual([0, before.snap.steps.length]);
    } finally {
      await a.close();
      if (b !== a) await b.close();
    }
    const again = await directly(async (db) => ({ counts: await counts(db), snap: await snapshot(db) }));
    expect(again).toEqual({ counts: before.counts, snap: before.snap });
  });

  it('(d) line roles lose the delete buttons earlier versions gave them, unless their tenant changed them', async () => {
    // What earlier versions gave a menu's writers: its delete button too (the enforcer's menus here).
    const deletes = businessMenus(allResources)
      .filter((m) => m.writers.includes('enforcer') && !m.platformOnly)
      .flatMap((m) => m.buttons.filter((b) => b.alias === 'delete').map((b) => b.code));
    expect(deletes).toEqual(expect.arrayContaining(['complaint_delete', 'inspect_delete', 'inspectabnormal_delete']));
    const enforcerDeletes = (db: Db, tenantId: string) =>
      db
        .selectFrom('blade_role_menu as rm')
        .innerJoin('blade_role as r', 'r.id', 'rm.roleId')
        .innerJoin('blade_menu as m', 'm.id', 'rm.menuId')
        .select('m.code')
        .where('r.tenantId', '=', tenantId)
        .where('r.roleAlias', '=', 'enforcer')
        .where('m.code', 'like', '%_delete')
        .orderBy('m.code')
        .execute()
        .then((rows) => rows.map((r) => r.code));
    await directly(async (db) => {
      const menuIds = await db.selectFrom('blade_menu').select(['id', 'code']).where('code', 'in', deletes).execute();
      for (const tenantId of [DEMO, '000000']) {
        const roleId = await liveIdIn(db, 'blade_role', tenantId, 'roleAlias', 'enforcer');
        // The platform tenant's admin had taken complaint_delete back from its enforcers: a change of theirs.
        const given = menuIds.filter((m) => tenantId === DEMO || m.code !== 'complaint_delete');
        for (const m of given)
          await db.insertInto('blade_role_menu').values({ id: newId(), roleId, menuId: m.id }).execute();
      }
      await db.deleteFrom('blade_seed_version').where('step', '=', 'revoke:writers-delete').execute();
    });
    const s = await start();
    await s.close();
    await directly(async (db) => {
      expect(await enforcerDeletes(db, DEMO)).toEqual([]);
      const kept = await enforcerDeletes(db, '000000');
      expect(kept).toHaveLength(deletes.length - 1);
      expect(kept).not.toContain('complaint_delete');
      expect(kept).toContain('inspectabnormal_delete');
    });
  });
});
