import type { FieldDef, ResourceDef } from '../resources/types';
import { viaFiltersOf } from '../resources/via-filters';

/** Labels of the audit columns every table has (docs/blade-protocol.md "Base entity"). */
const BASE_FIELD_LABELS_ZH: Record<string, string> = {
  id: '主键',
  tenantId: '租户ID',
  createUser: '创建人',
  createDept: '创建部门',
  createTime: '创建时间',
  updateUser: '修改人',
  updateTime: '修改时间',
  status: '状态',
};

/** The declared fields and the via filters (labelled as the field they read through) of a declaration. */
const labelledFields = (def: ResourceDef, defs: readonly ResourceDef[]): FieldDef[] => [
  ...def.fields,
  ...viaFiltersOf(def, (name) => defs.find((d) => d.name === name)).map((v) => v.field),
];

/**
 * `resources.<name>.{name, fields}` in Chinese, read off the declarations so a label is written once.
 * The English ones come from the same declarations' `en` (`resourceMessagesEn` below).
 */
export function resourceMessagesZh(defs: readonly ResourceDef[]) {
  return Object.fromEntries(
    defs.map((def) => [
      def.name,
      {
        name: def.label,
        fields: {
          ...BASE_FIELD_LABELS_ZH,
          ...Object.fromEntries(labelledFields(def, defs).map((field) => [field.name, field.label])),
        },
      },
    ]),
  );
}

const BASE_FIELD_LABELS_EN: Record<string, string> = {
  id: 'ID',
  tenantId: 'Tenant',
  createUser: 'Created by',
  createDept: 'Created in',
  createTime: 'Created at',
  updateUser: 'Updated by',
  updateTime: 'Updated at',
  status: 'Status',
};

/** `resources.<name>.{name, fields}` in English, from the declarations that carry it (`en`). */
export function resourceMessagesEn(defs: readonly ResourceDef[]) {
  return Object.fromEntries(
    defs
      .filter((def) => def.en)
      .map((def) => [
        def.name,
        {
          name: def.en,
          fields: {
            ...BASE_FIELD_LABELS_EN,
            ...Object.fromEntries(
              labelledFields(def, defs)
                .filter((field) => field.en)
                .map((field) => [field.name, field.en]),
            ),
          },
        },
      ]),
  );
}
