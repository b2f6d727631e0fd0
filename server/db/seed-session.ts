import { engineView, type Db } from './connection';
import { newId } from '../core/ids';
import { GRANTS_VERSION } from './versions';
import type { MenuColumns } from './seed-data';

type Row = Record<string, unknown>;

interface MenuRef {
  id: string;
  parentId: string;
  live: boolean;
}

interface RoleRef {
  id: string;
  tenantId: string;
  alias: string;
}

/**
 * What the seed steps read and write, loaded once per run (a step is a few map look-ups, not queries)
 * and kept current as the steps insert. Every insert notes the change counters to bump at the end.
 * "Exists" counts removed rows too: a row a user removed is not brought back.
 */
export class SeedSession {
  /** Change counters the run must bump (`t:<table>:<tenant|*>`, `grants`). */
  readonly touched = new Set<string>();
  private menus?: Map<string, MenuRef>;
  private roles?: RoleRef[];
  private grants?: Set<string>;
  private tenantIds?: string[];

  constructor(
    readonly db: Db,
    readonly options: { captchaMode: boolean },
  ) {}

  async insert(table: string, row: Row, tenantId?: string): Promise<string> {
    const id = newId();
    await engineView(this.db)
      .insertInto(table)
      .values({ id, status: 1, isDeleted: 0, ...row, ...(tenantId ? { tenantId } : {}) })
      .execute();
    return id;
  }

  touch(table: string, tenantId = '*') {
    this.touched.add(`t:${table}:${tenantId}`);
  }

  async liveTenants(): Promise<string[]> {
    this.tenantIds ??= (
      await this.db.selectFrom('blade_tenant').select('tenantId').where('isDeleted', '=', 0).orderBy('id').execute()
    ).map((r) => String(r.tenantId));
    return this.tenantIds;
  }

  private async menuMap(): Promise<Map<string, MenuRef>> {
    if (!this.menus) {
      const rows = await this.db
        .selectFrom('blade_menu')
        .select(['id', 'parentId', 'code', 'isDeleted'])
        .orderBy('id')
        .execute();
      this.menus = new Map();
      for (const r of rows) {
        const code = String(r.code ?? '');
        const ref = { id: String(r.id), parentId: String(r.parentId ?? '0'), live: Number(r.isDeleted) === 0 };
        // A live row wins over removed rows of the same code.
        if (!this.menus.get(code)?.live) this.menus.set(code, ref);
      }
    }
    return this.menus;
  }

  /** Any row of that code, removed ones included. */
  async menuExists(code: string): Promise<boolean> {
    return (await this.menuMap()).has(code);
  }

  /** The live row of that code. */
  async liveMenu(code: string): Promise<MenuRef | undefined> {
    const m = (await this.menuMap()).get(code);
    return m?.live ? m : undefined;
  }

  /**
   * A menu or button row under the live menu `parentCode` (null: a root). Nothing is written when
   * the parent is gone (a user removed it): answers undefined.
   */
  async insertMenu(m: MenuColumns, parentCode: string | null): Promise<string | undefined> {
    const parentId = parentCode === null ? '0' : (await this.liveMenu(parentCode))?.id;
    if (!parentId) return undefined;
    const id = await this.insert('blade_menu', { ...m, parentId, isOpen: 1 });
    (await this.menuMap()).set(m.code, { id, parentId, live: true });
    this.touch('blade_menu');
    this.touched.add(GRANTS_VERSION);
    return id;
  }

  async liveRoles(alias?: string): Promise<RoleRef[]> {
    this.roles ??= (
      await this.db
        .selectFrom('blade_role')
        .select(['id', 'tenantId', 'roleAlias'])
        .where('isDeleted', '=', 0)
        .orderBy('id')
        .execute()
    ).map((r) => ({ id: String(r.id), tenantId: String(r.tenantId), alias: String(r.roleAlias ?? '') }));
    return alias === undefined ? this.roles : this.roles.filter((r) => r.alias === alias);
  }

  /** Roles were added: the next liveRoles reads them again. */
  forgetRoles() {
    this.roles = undefined;
  }

  private async grantSet(): Promise<Set<string>> {
    this.grants ??= new Set(
      (await this.db.selectFrom('blade_role_menu').select(['roleId', 'menuId']).execute()).map(
        (r) => `${r.roleId}:${r.menuId}`,
      ),
    );
    return this.grants;
  }

  async holds(roleId: string, menuId: string): Promise<boolean> {
    return (await this.grantSet()).has(`${roleId}:${menuId}`);
  }

  /** Takes the menu from the role. */
  async revoke(roleId: string, menuId: string): Promise<void> {
    const grants = await this.grantSet();
    if (!grants.has(`${roleId}:${menuId}`)) return;
    await this.db.deleteFrom('blade_role_menu').where('roleId', '=', roleId).where('menuId', '=', menuId).execute();
    grants.delete(`${roleId}:${menuId}`);
    this.touched.add(GRANTS_VERSION);
  }

  /** Grants the menu to the role unless it already holds it. */
  async grant(roleId: string, menuId: string): Promise<void> {
    const grants = await this.grantSet();
    if (grants.has(`${roleId}:${menuId}`)) return;
    await this.db.insertInto('blade_role_menu').values({ id: newId(), roleId, menuId }).execute();
    grants.add(`${roleId}:${menuId}`);
    this.touched.add(GRANTS_VERSION);
  }
}
