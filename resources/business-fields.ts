import type { FieldDef } from './types';

/**
 * Who a business record belongs to (docs/domain.md "Who"): the responsible dept, so data scope (own / dept /
 * dept and below) applies, and the region it lies in. Every business declaration spreads these.
 */
export const ownershipFields = [
  {
    name: 'deptId',
    label: '所属部门',
    en: 'Department',
    type: 'id',
    reference: 'dept',
    filter: ['equal'],
    hideInList: true,
  },
  {
    name: 'regionCode',
    label: '所属区域',
    en: 'Region',
    type: 'string',
    maxLength: 12,
    codeOf: 'region',
    labelAs: 'regionName',
    filter: ['equal', 'likeright'],
    hideInList: true,
    index: true,
  },
] as const satisfies readonly FieldDef[];
