import type { Db } from './connection';
import { newId } from '../core/ids';
import { generatePassword, hashPassword, hashSecret, md5Hex } from '../core/passwords';
import * as data from './seed-data';
import { regionRows } from './region-data';

type Row = Record<string, unknown>;

const insert = (db: Db, table: string, row: Row, tenantId?: string) => {
  const full: Row = { id: newId(), status: 1, is_deleted: 0, ...row };
  if (tenantId) full.tenant_id = tenantId;
  return db
    .insertInto(table)
    .values(full)
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((r) => String(r.id));
};

export interface SeedResult {
  seeded: boolean;
  /** Set when the admin password was generated here: print it once. */
  generatedAdminPassword?: string;
}

export interface SeedOptions {
  /** The web client gets the captcha grant instead of the password grant (config CAPTCHA_MODE). */
  captchaMode: boolean;
}

/** Seeds an empty database (no tenant rows) in one transaction; a seeded database is left alone. */
export async function seedIfEmpty(
  db: Db,
  adminPassword: string,
  options: SeedOptions = { captchaMode: true },
): Promise<SeedResult> {
  const existing = await db.selectFrom('blade_tenant').select('id').limit(1).executeTakeFirst();
  if (existing) return { seeded: false };
  const password = adminPassword || generatePassword();
  const passwordHash = await hashPassword(md5Hex(password));
  await db.transaction().execute(async (trx) => {
    const again = await trx.selectFrom('blade_tenant').select('id').limit(1).forUpdate().executeTakeFirst();
    if (again) return;
    await seedPlatform(trx, options);
    for (const t of data.tenants) await seedTenant(trx, t, passwordHash);
  });
  return { seeded: true, generatedAdminPassword: adminPassword ? undefined : password };
}

async function seedPlatform(db: Db, options: SeedOptions) {
  const grants = options.captchaMode ? data.client.authorizedGrantTypes : data.passwordModeGrantTypes;
  await insert(db, 'blade_client', {
    ...data.client,
    authorizedGrantTypes: grants,
    clientSecret: await hashSecret(data.client.clientSecret),
  });
  let sort = 1;
  for (const [code, items] of Object.entries(data.systemDicts)) {
    const parentId = await insert(db, 'blade_dict', {
      parent_id: '0',
      code,
      dict_key: '-1',
      dict_value: data.dictNames[code] ?? code,
      sort: sort++,
      is_sealed: 0,
    });
    for (const [i, [key, value]] of items.entries()) {
      await insert(db, 'blade_dict', {
        parent_id: parentId,
        code,
        dict_key: key,
        dict_value: value,
        sort: i + 1,
        is_sealed: 0,
      });
    }
  }
  const insertMenus = async (items: typeof data.menus, parentId: string) => {
    for (const [i, m] of items.entries()) {
      const id = await insert(db, 'blade_menu', {
        parent_id: parentId,
        code: m.code,
        name: m.name,
        alias: m.code,
        path: m.path,
        source: m.source,
        sort: i + 1,
        category: 1,
        action: 0,
        is_open: 1,
      });
      for (const [j, op] of (m.buttons ?? []).entries()) {
        await insert(db, 'blade_menu', {
          parent_id: id,
          code: `${m.code}_${op}`,
          name: data.buttonNames[op] ?? op,
          alias: op,
          path: `${m.path}/${op}`,
          source: '',
          sort: j + 1,
          category: 2,
          action: op === 'add' ? 1 : 2,
          is_open: 1,
        });
      }
      if (m.children) await insertMenus(m.children, id);
    }
  };
  await insertMenus(data.menus, '0');
  for (const region of regionRows()) await insert(db, 'blade_region', region);
}

async function seedTenant(db: Db, t: (typeof data.tenants)[number], passwordHash: string) {
  const tenantId = t.tenantId;
  const platform = tenantId === data.PLATFORM_TENANT;
  await insert(db, 'blade_tenant', {
    tenant_id: tenantId,
    tenant_name: t.tenantName,
    linkman: t.linkman,
    domain: t.domain,
    account_number: t.accountNumber,
  });

  const deptIds = new Map<string, string>();
  const ancestors = new Map<string, string>();
  for (const [key, parentKey, name, category, sort] of data.depts(t.tenantName)) {
    const parentId = parentKey ? deptIds.get(parentKey)! : '0';
    const anc = parentKey ? `${ancestors.get(parentKey)},${parentId}` : '0';
    const id = await insert(
      db,
      'blade_dept',
      { parent_id: parentId, ancestors: anc, dept_category: category, dept_name: name, full_name: name, sort },
      tenantId,
    );
    deptIds.set(key, id);
    ancestors.set(key, anc);
  }
  for (const [code, name, category, sort] of data.posts)
    await insert(db, 'blade_post', { category, post_code: code, post_name: name, sort }, tenantId);

  const roles = platform ? data.platformRoles : data.tenantRoles;
  const roleIds = new Map<string, string>();
  for (const [alias, name, sort] of roles)
    roleIds.set(
      alias,
      await insert(db, 'blade_role', { parent_id: '0', role_name: name, role_alias: alias, sort }, tenantId),
    );

  // The tenant's own admin role holds every menu a tenant may use (the platform-only ones stay with
  // the platform's administrator, who holds everything without grants).
  const menus = await db
    .selectFrom('blade_menu')
    .select(['id', 'code', 'parentId'])
    .where('is_deleted', '=', 0)
    .execute();
  const platformOnly = new Set(
    data.menus
      .flatMap((m) => m.children ?? [])
      .filter((m) => m.platformOnly)
      .map((m) => m.code),
  );
  const excluded = new Set<string>();
  for (const m of menus) if (platformOnly.has(String(m.code))) excluded.add(String(m.id));
  for (const m of menus) if (excluded.has(String(m.parentId))) excluded.add(String(m.id));
  for (const m of menus) {
    if (excluded.has(String(m.id))) continue;
    await db
      .insertInto('blade_role_menu')
      .values({ id: newId(), menu_id: m.id, role_id: roleIds.get('admin')! })
      .execute();
  }

  for (const [code, items] of Object.entries(data.bizDicts)) {
    const parentId = await insert(
      db,
      'blade_dict_biz',
      { parent_id: '0', code, dict_key: '-1', dict_value: data.dictNames[code] ?? code, sort: 1, is_sealed: 0 },
      tenantId,
    );
    for (const [i, [key, value]] of items.entries()) {
      await insert(
        db,
        'blade_dict_biz',
        { parent_id: parentId, code, dict_key: key, dict_value: value, sort: i + 1, is_sealed: 0 },
        tenantId,
      );
    }
  }
  for (const p of data.params)
    await insert(
      db,
      'blade_param',
      { param_name: p.paramName, param_key: p.paramKey, param_value: p.paramValue, remark: p.remark },
      tenantId,
    );

  for (const tm of data.topMenus) {
    const id = await insert(
      db,
      'blade_top_menu',
      { code: tm.code, name: tm.name, source: tm.source, sort: tm.sort },
      tenantId,
    );
    const roots = menus.filter((m) => tm.menus.includes(String(m.code)));
    for (const r of roots)
      await db.insertInto('blade_top_menu_setting').values({ id: newId(), top_menu_id: id, menu_id: r.id }).execute();
  }

  await insert(
    db,
    'blade_user',
    {
      account: 'admin',
      password: passwordHash,
      name: platform ? '管理员' : '租户管理员',
      real_name: platform ? '管理员' : '租户管理员',
      user_type: 1,
      role_id: roleIds.get(platform ? 'administrator' : 'admin'),
      dept_id: deptIds.get('root'),
      email: 'admin@example.com',
    },
    tenantId,
  );
}
