import { defineResource } from '../../types';
import { orderedCatalogueServing } from '../../presets/serving';
import { YES_NO_CHOICES } from '../yes-no';
import { bizTypeField, enabledField, marketTypeField, reportFrequencyField } from '../../presets/subject';
import { nameField, sortField, textField } from '../../presets/fields';
import { subjectMenu } from '../../presets/menus';

/**
 * 检查点 (docs/domain.md "The subject and what hangs on it"): what must be checked at a venue of a market
 * type (fire exits, minors' signage, the song library), how often subject staff report it, and whether
 * the report needs an NFC scan and photos. Assigned to subjects as `subjectcheckpoint` rows: by market
 * type (`POST subject/addByMarketType`, which also keeps the rule in `marketTypeRule` so subjects
 * created or moved to those types later get it), by subject (`addBySubjectId`) or by the subject's own
 * selection (`set-checkpoint`). Removing a checkpoint removes its assignments.
 */
export default defineResource({
  name: 'checkpoint',
  label: '检查点',
  en: 'Checkpoint |||| Checkpoints',
  table: 'biz_checkpoint',
  base: '/api/subject/checkpoint',
  domain: 'subject',
  ...orderedCatalogueServing,
  labelField: 'checkpointName',
  menu: subjectMenu('/subject/checkpoint', 'PlaylistAddCheck', 5, []),
  fields: [
    nameField('checkpointName', '检查点名称', 'Name', 100),
    marketTypeField,
    bizTypeField,
    {
      name: 'content',
      en: 'Content and requirements',
      label: '检查内容及要求',
      type: 'text',
      maxLength: 1000,
      hideInList: true,
    },
    reportFrequencyField,
    {
      name: 'needNfc',
      en: 'NFC scan required',
      label: '需扫描NFC',
      type: 'int',
      choices: YES_NO_CHOICES,
      default: 0,
      filter: ['equal'],
    },
    {
      name: 'needPhoto',
      en: 'Photos required',
      label: '需上传照片',
      type: 'int',
      choices: YES_NO_CHOICES,
      default: 1,
      filter: ['equal'],
    },
    sortField,
    enabledField,
    // Comma-joined market_type keys whose subjects get this checkpoint, now and when added (addByMarketType).
    textField('marketTypeRule', '按市场类型分配', 'Assigned market types', 200, { readOnly: true, hideInList: true }),
  ],
});
