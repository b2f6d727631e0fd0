import { engineView, type Db } from './connection';
import { newId } from '../core/ids';
import { generatePassword, hashPassword, hashSecret, md5Hex } from '../core/passwords';
import * as data from './seed-data';
import { regionRows } from './region-data';

type Row = Record<string, unknown>;

const insert = (db: Db, table: string, row: Row, tenantId?: string) => {
  const full: Row = { id: newId(), status: 1, isDeleted: 0, ...row };
  if (tenantId) full.tenantId = tenantId;
  return engineView(db)
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
      parentId: '0',
      code,
      dictKey: '-1',
      dictValue: data.dictNames[code] ?? code,
      enName: data.dictNamesEn[code] ?? '',
      sort: sort++,
      isSealed: 0,
    });
    for (const [i, [key, value, enName]] of items.entries()) {
      await insert(db, 'blade_dict', {
        parentId: parentId,
        code,
        dictKey: key,
        dictValue: value,
        enName,
        sort: i + 1,
        isSealed: 0,
      });
    }
  }
  const insertMenus = async (items: typeof data.menus, parentId: string) => {
    for (const [i, m] of items.entries()) {
      const id = await insert(db, 'blade_menu', { ...data.seededMenuRow(m, i), parentId, isOpen: 1 });
      for (const [j, op] of (m.buttons ?? []).entries()) {
        await insert(db, 'blade_menu', { ...data.seededButtonRow(m, op, j), parentId: id, isOpen: 1 });
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
    tenantId: tenantId,
    tenantName: t.tenantName,
    linkman: t.linkman,
    domain: t.domain,
    accountNumber: t.accountNumber,
  });

  const deptIds = new Map<string, string>();
  const ancestors = new Map<string, string>();
  for (const [key, parentKey, name, category, sort] of data.depts(t.tenantName)) {
    const parentId = parentKey ? deptIds.get(parentKey)! : '0';
    const anc = parentKey ? `${ancestors.get(parentKey)},${parentId}` : '0';
    const id = await insert(
      db,
      'blade_dept',
      { parentId: parentId, ancestors: anc, deptCategory: category, deptName: name, fullName: name, sort },
      tenantId,
    );
    deptIds.set(key, id);
    ancestors.set(key, anc);
  }
  for (const [code, name, category, sort] of data.posts)
    await insert(db, 'blade_post', { category, postCode: code, postName: name, sort }, tenantId);

  const roles = platform ? data.platformRoles : data.tenantRoles;
  const roleIds = new Map<string, string>();
  for (const [alias, name, sort] of roles)
    roleIds.set(
      alias,
      await insert(db, 'blade_role', { parentId: '0', roleName: name, roleAlias: alias, sort }, tenantId),
    );

  // The tenant's own admin role holds every menu a tenant may use (the platform-only ones stay with
  // the platform's administrator, who holds everything without grants).
  const menus = await db
    .selectFrom('blade_menu')
    .select(['id', 'code', 'parentId'])
    .where('isDeleted', '=', 0)
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
      .values({ id: newId(), menuId: m.id, roleId: roleIds.get('admin')! })
      .execute();
  }

  for (const [code, items] of Object.entries(data.bizDicts)) {
    const parentId = await insert(
      db,
      'blade_dict_biz',
      {
        parentId: '0',
        code,
        dictKey: '-1',
        dictValue: data.dictNames[code] ?? code,
        enName: data.dictNamesEn[code] ?? '',
        sort: 1,
        isSealed: 0,
      },
      tenantId,
    );
    for (const [i, [key, value, enName]] of items.entries()) {
      await insert(
        db,
        'blade_dict_biz',
        { parentId: parentId, code, dictKey: key, dictValue: value, enName, sort: i + 1, isSealed: 0 },
        tenantId,
      );
    }
  }
  for (const p of data.params)
    await insert(
      db,
      'blade_param',
      { paramName: p.paramName, paramKey: p.paramKey, paramValue: p.paramValue, remark: p.remark },
      tenantId,
    );

  for (const tm of data.topMenus) {
    const id = await insert(
      db,
      'blade_top_menu',
      { code: tm.code, name: tm.name, enName: tm.en, source: tm.source, sort: tm.sort },
      tenantId,
    );
    const roots = menus.filter((m) => tm.menus.includes(String(m.code)));
    for (const r of roots)
      await db.insertInto('blade_top_menu_setting').values({ id: newId(), topMenuId: id, menuId: r.id }).execute();
  }

  await insert(
    db,
    'blade_user',
    {
      account: 'admin',
      password: passwordHash,
      name: platform ? '管理员' : '租户管理员',
      realName: platform ? '管理员' : '租户管理员',
      userType: 1,
      roleId: roleIds.get(platform ? 'administrator' : 'admin'),
      deptId: deptIds.get('root'),
      email: 'admin@example.com',
    },
    tenantId,
  );
}
