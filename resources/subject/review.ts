import type { FieldDef, ViaFilter } from '../types';

/**
 * The review of something a subject submits (its employees, its published content): who reviewed it,
 * when, and why it was refused. Set only by the declared review actions (`sets` and the cause
 * parameter), never by submit.
 */
export const reviewFields = (causeLabel: string, causeEn: string) =>
  [
    {
      name: 'reviewStatus',
      label: '审核状态',
      en: 'Review',
      type: 'int',
      readOnly: true,
      default: 0,
      filter: ['equal'],
      sortable: true,
    },
    {
      name: 'reviewUser',
      label: '审核人',
      en: 'Reviewed by',
      type: 'id',
      reference: 'user',
      readOnly: true,
      hideInList: true,
    },
    { name: 'reviewTime', label: '审核时间', en: 'Reviewed at', type: 'datetime', readOnly: true, hideInList: true },
    { name: 'cause', label: causeLabel, en: causeEn, type: 'text', maxLength: 500, readOnly: true, hideInList: true },
  ] as const satisfies readonly FieldDef[];

/** The subject a record belongs to: required, picked by name, filtered by id. */
export const subjectField = {
  name: 'subjectId',
  label: '经营主体',
  en: 'Subject',
  type: 'id',
  reference: 'subject',
  labelAs: 'subjectName',
  required: '请选择经营主体',
  filter: ['equal'],
  index: true,
} as const satisfies FieldDef;

/**
 * The market type of a record's subject as a list filter (`subjectMarketType_equal`): the statistics
 * count records by it (server/domains/statistics/stat-query.ts), so their drill-downs select by it.
 */
export const subjectMarketTypeFilter: ViaFilter = { name: 'subjectMarketType', via: 'subjectId', field: 'marketType' };
