/**
 * What the permission scopes of a menu (接口权限, 数据权限) name alike: the menu they are attached to, the
 * resource they apply to and their name, which lists search by. Pure data: no React, no server code.
 */

/**
 * The first fields of a scope; `kind` is its kind in Chinese (`接口权限`), which its name's label starts with,
 * and `kindEn` the same in English (`API scope`).
 */
export const scopeFields = <const K extends string>(kind: K, kindEn: string) =>
  [
    {
      name: 'menuId',
      label: '菜单',
      en: 'Menu',
      type: 'id',
      reference: 'menu',
      required: '请选择菜单',
      filter: ['equal'],
    },
    {
      name: 'resourceCode',
      label: '资源编号',
      en: 'Resource code',
      type: 'string',
      maxLength: 255,
      required: '请输入资源编号',
      filter: true,
    },
    {
      name: 'scopeName',
      label: `${kind}名称`,
      en: `${kindEn} name`,
      type: 'string',
      maxLength: 255,
      required: `请输入${kind}名称`,
      filter: true,
      search: true,
    },
  ] as const;
