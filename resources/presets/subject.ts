import type { FieldDef, ViaFilter } from '../types';
import { bizDictField, requiredBizDictField, requiredReference } from './fields';
import { ENABLED_CHOICES } from '../subject/yes-no';

/**
 * How a business record names the subject (经营主体) it is about. Most records belong to one; the
 * statistics count records by the subject's market type. Pure data: no React, no server code.
 */

/**
 * The subject a record names: required, picked by name, filtered by id. Not indexed on its own: a record
 * listed by its subject uses `subjectField`, one kept once per subject adds its `unique` message.
 */
export const subjectReference = requiredReference('subjectId', '经营主体', 'Subject', 'subject', 'subjectName');

/** The subject a record belongs to: required, picked by name, filtered by id, indexed for its lists. */
export const subjectField = { ...subjectReference, index: true } as const;

/**
 * The subject of a record the server fills in, copied from the record it belongs to or comes from (an
 * attachment's supervision, a photo's report, a filing's case): read only here. Spread it with
 * `index: true` where lists select by it.
 */
export const readOnlySubjectField = {
  name: 'subjectId',
  label: '经营主体',
  en: 'Subject',
  type: 'id',
  reference: 'subject',
  labelAs: 'subjectName',
  readOnly: true,
  filter: ['equal'],
} as const satisfies FieldDef;

/**
 * The market type of a record's subject as a list filter (`subjectMarketType_equal`): the statistics
 * count records by it (server/domains/statistics/stat-query.ts), so their drill-downs select by it.
 */
export const subjectMarketTypeFilter: ViaFilter = { name: 'subjectMarketType', via: 'subjectId', field: 'marketType' };

/** The business dictionary of market types (网吧, KTV, 演出场所...) subjects and their rules are sorted by. */
export const MARKET_TYPE_DICT = { code: 'market_type', biz: true } as const;

/** A market type a record may name, filtered by it; empty where it applies to every type (a template). */
export const optionalMarketTypeField = bizDictField('marketType', '市场类型', 'Market type', MARKET_TYPE_DICT.code);

/**
 * A subject's market type, or the market type a rule applies to (a checkpoint, an inspection item):
 * required and sorted. The statistics count by it.
 */
export const marketTypeField = {
  ...optionalMarketTypeField,
  required: '请选择市场类型',
  sortable: true,
} as const satisfies FieldDef;

/** The market type the server copies onto a record from its subject or checkpoint (an inspection, a warning). */
export const copiedMarketTypeField = { ...optionalMarketTypeField, readOnly: true } as const satisfies FieldDef;

/** The market types a record is for (a random task draws from them, a notice goes to them): comma-joined. */
export const marketTypesField = {
  name: 'marketTypes',
  label: '市场类型',
  en: 'Market types',
  type: 'ids',
  maxLength: 200,
  dict: MARKET_TYPE_DICT,
  filter: true,
} as const satisfies FieldDef;

/** A subject's business category (经营类别, `biz_type` dictionary), or the one a checkpoint applies to. */
export const bizTypeField = {
  name: 'bizType',
  label: '经营类别',
  en: 'Business category',
  type: 'string',
  maxLength: 64,
  dict: { code: 'biz_type', biz: true },
  filter: ['equal'],
} as const satisfies FieldDef;

/** Whether a configuration record of the subjects (a checkpoint, an item, a template) is in use: 启用 by default. */
export const enabledField = {
  name: 'enabled',
  label: '是否启用',
  en: 'Enabled',
  type: 'int',
  choices: ENABLED_CHOICES,
  default: 1,
  filter: ['equal'],
} as const satisfies FieldDef;

/** A person's identity card number (an employee, a certified app user): required, checked by its check digit. */
export const idCardField = {
  name: 'idCard',
  label: '身份证号',
  en: 'ID card no.',
  type: 'string',
  maxLength: 18,
  required: '请输入身份证号',
  format: 'idCard',
} as const satisfies FieldDef;

/**
 * How often a subject must report (the `report_frequency` business dictionary: by day, week, month...; a
 * checkpoint's rule, a subject's place in the self-check list): required.
 */
export const reportFrequencyField = requiredBizDictField(
  'reportFrequency',
  '上报频次',
  'Reporting frequency',
  'report_frequency',
);

/** The frequency a report or a warning was due by, copied by the server: read only, on its page only. */
export const copiedReportFrequencyField = bizDictField('reportFrequency', '上报频次', 'Frequency', 'report_frequency', {
  readOnly: true,
  hideInList: true,
});
