import { describe, expect, it } from 'vitest';
import { defineResource, type ResourceDef } from '../../resources/types';
import { businessGrants, businessMenus, usedGroups, usedTopMenus } from '../../server/db/business-menus';
import { seedSteps } from '../../server/db/seed-steps';
import { allResources } from '../../resources/declarations';
import { SUBJECT_BUTTONS } from '../subject-buttons';

/** The menu rows and grants a declaration's `menu` yields (server/db/business-menus.ts). */
const base = { tenantScoped: true, fields: [] };
const oss = defineResource({
  ...base,
  name: 'oss',
  label: '对象存储',
  table: 'blade_oss',
  base: '/api/blade-resource/oss',
  domain: 'platform',
  menu: { group: 'resource_group', path: '/resource/oss', icon: 'Cloud', sort: 2, writers: ['staff'] },
  extraButtons: [{ code: 'oss_enable', name: '启用' }],
});
const report = defineResource({
  ...base,
  name: 'reportcheck',
  label: '企业自查',
  table: 'biz_report_check',
  base: '/api/report/reportcheck',
  operations: ['page', 'detail', 'export'],
  menu: { group: 'report_group', path: '/report/check', icon: 'FactCheck', roles: ['inspector'] },
  lifecycles: [
    {
      field: 'state',
      states: [],
      actions: [
        { name: 'approve', label: '通过', from: [0], to: 1 },
        { name: 'reject', label: '驳回', from: [0], to: 2, perm: 'reportcheck_audit' },
        { name: 'rejectAll', label: '批量驳回', from: [0], to: 2, perm: 'reportcheck_audit', bulk: true },
      ],
    },
  ],
});

/** The oss menu and its buttons, sorted: what a role writing oss is granted of it. */
const OSS_CODES = ['oss', 'oss_add', 'oss_delete', 'oss_edit', 'oss_enable', 'oss_view'];

const codes = (def: ResourceDef) => businessMenus([def])[0].buttons.map((b) => b.code);

describe('business menus from declarations', () => {
  it('buttons follow the operations, the actions (own perm or <name>_<action>) and the extra buttons', () => {
    expect(codes(oss)).toEqual(['oss_add', 'oss_edit', 'oss_delete', 'oss_view', 'oss_enable']);
    // No submit or remove: no add, edit, delete; export offered; two actions sharing a code: one row.
    expect(codes(report)).toEqual([
      'reportcheck_view',
      'reportcheck_export',
      'reportcheck_approve',
      'reportcheck_audit',
    ]);
    const subject = businessMenus(allResources).find((m) => m.code === 'subject')!;
    expect(subject.buttons.map((b) => b.code)).toEqual(SUBJECT_BUTTONS);
    expect(subject.buttons.find((b) => b.code === 'subject_pause')).toMatchObject({ name: '暂停', alias: 'pause' });
  });

  it('admin gets everything, readers the group, the menu, view and export, writers every button but delete', () => {
    const grants = businessGrants(businessMenus([oss, report]));
    const of = (alias: string) =>
      grants
        .filter((g) => g.alias === alias)
        .map((g) => g.code)
        .sort();
    expect(of('admin')).toEqual([
      ...OSS_CODES,
      'report_group',
      'reportcheck',
      'reportcheck_approve',
      'reportcheck_audit',
      'reportcheck_export',
      'reportcheck_view',
      'resource_group',
    ]);
    expect(of('inspector')).toEqual(['report_group', 'reportcheck', 'reportcheck_export', 'reportcheck_view']);
    expect(of('staff')).toEqual(['oss', 'oss_add', 'oss_edit', 'oss_enable', 'oss_view', 'resource_group']);
    // Platform-only resources are granted to nobody (the platform administrator holds all).
    expect(businessGrants(businessMenus([{ ...oss, platformOnly: true }]))).toEqual([]);
  });

  it("only used groups and the top menus that open them are seeded, in the groups' order", () => {
    const menus = businessMenus([oss, report]);
    expect(usedGroups(menus).map((g) => [g.code, g.sort])).toEqual([
      ['report_group', 11],
      ['resource_group', 19],
    ]);
    expect(usedTopMenus(menus).map((t) => [t.code, t.groups])).toEqual([
      ['business', ['report_group']],
      ['platform', ['resource_group']],
    ]);
  });

  it('refuses an unknown group and a code declared twice', () => {
    expect(() => businessMenus([{ ...oss, menu: { ...oss.menu, group: 'nowhere' } }])).toThrow(
      /unknown menu group nowhere/,
    );
    expect(() =>
      businessMenus([
        oss,
        {
          ...oss,
          name: 'oss2',
          extraButtons: [],
          menuCode: 'oss2',
          lifecycles: [
            { field: 's', states: [], actions: [{ name: 'x', label: 'x', from: [], to: 0, perm: 'oss_enable' }] },
          ],
        },
      ]),
    ).toThrow(/oss_enable is declared twice/);
    // A business code that is a system menu's would grant the system row: refused at start.
    expect(() => seedSteps([{ ...oss, name: 'user', menuCode: 'user', extraButtons: [] }])).toThrow(/menu:user/);
  });
});
