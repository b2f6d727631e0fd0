import { defineResource } from '../../types';
import { businessRecordServing } from '../../presets/serving';
import { ownershipFields } from '../../business-fields';
import { subjectField } from '../../presets/subject';
import { remarkField, textField } from '../../presets/fields';
import { subjectMenu } from '../../presets/menus';

/**
 * 网吧日数据: an internet cafe's figures of one day. One row per subject and day: a second one for the
 * same day is refused, and the terminals in use cannot exceed the total (server/domains/subject/people-rules.ts).
 */
export default defineResource({
  name: 'internetcafedata',
  label: '网吧日数据',
  en: 'Internet cafe daily data |||| Internet cafe daily data',
  table: 'biz_internet_cafe_data',
  base: '/api/subject/internetcafedata',
  domain: 'subject',
  ...businessRecordServing,
  defaultSort: { field: 'dataDate', order: 'DESC' },
  menu: subjectMenu('/subject/internetcafedata', 'Computer', 16, ['inspector']),
  fields: [
    subjectField,
    {
      name: 'dataDate',
      label: '日期',
      en: 'Date',
      type: 'date',
      required: '请选择日期',
      filter: ['dateequal', 'datege', 'datele'],
      sortable: true,
    },
    { name: 'terminalTotal', label: '终端总数', en: 'Terminals', type: 'int', required: '请输入终端总数' },
    { name: 'terminalInUse', label: '在用终端数', en: 'Terminals in use', type: 'int' },
    { name: 'onlineUsers', label: '上网人数', en: 'Users online', type: 'int', sortable: true },
    { name: 'minorsRefused', label: '劝离未成年人数', en: 'Minors turned away', type: 'int', sortable: true },
    textField('peakHour', '高峰时段', 'Peak hour', 11, {
      pattern: {
        source: '^([01]\\d|2[0-3]):[0-5]\\d-([01]\\d|2[0-3]):[0-5]\\d$',
        message: '高峰时段格式应为HH:mm-HH:mm',
      },
    }),
    ...ownershipFields,
    remarkField,
  ],
});
