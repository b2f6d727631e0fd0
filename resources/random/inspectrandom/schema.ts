import { defineResource } from '../../types';
import { randomMenu } from '../../presets/random';
import { businessRecordServing } from '../../presets/serving';
import { enforcersField, recordedResultField } from '../../presets/inspection';
import { oneStepLifecycle, state } from '../../presets/lifecycle';
import { ownershipFields } from '../../business-fields';
import { subjectField } from '../../presets/subject';
import { actionTextField, actorField, parentReference, recordedTimeField, statusField } from '../../presets/fields';
import { actionImagesField } from '../../presets/attachments';
import { actedBy, askFor } from '../../presets/actions';

export const INSPECT_PENDING = 0;
export const INSPECT_DONE = 1;

/** What the enforcers saw and the photos they took, asked by `record` with the result. */
const contentField = actionTextField('content', '检查内容', 'Content', 2000);
const imagesField = actionImagesField('images', '检查照片', 'Photos');

/**
 * 双随机抽查记录: one drawn subject of a random inspection task, with the enforcers sent there. Written
 * by the task's `extract` (replaced by a new draw); the enforcers record the result with `record`
 * (result, content, images: docs/spec.md §3 inspection form), accepted only once the task is published.
 * Submit never sets the result or the status, and a published task's rows cannot be edited.
 */
export default defineResource({
  name: 'inspectrandom',
  label: '双随机抽查记录',
  en: 'Random inspection |||| Random inspections',
  table: 'biz_inspect_random',
  base: '/api/enforcer/inspectrandom',
  domain: 'random',
  ...businessRecordServing,
  defaultSort: { field: 'createTime', order: 'DESC' },
  menu: randomMenu('/random/inspectrandom', 'FactCheck', 2, ['inspector', 'enforcer']),
  fields: [
    parentReference('taskId', '抽查任务', 'Task', 'inspectrandomtask', 'taskName'),
    subjectField,
    enforcersField,
    statusField('inspectStatus', '检查状态', 'Status', INSPECT_PENDING),
    recordedResultField,
    contentField,
    imagesField,
    actorField('inspectUser', '记录人', 'Recorded by'),
    recordedTimeField('inspectTime', '检查时间', 'Inspected at'),
    ...ownershipFields,
  ],
  lifecycles: [
    oneStepLifecycle(
      'inspectStatus',
      state(INSPECT_PENDING, '待检查', 'To inspect', 'warning'),
      state(INSPECT_DONE, '已检查', 'Inspected', 'success'),
      {
        name: 'record',
        label: '登记结果',
        en: 'Record result',
        icon: 'CheckCircle',
        params: [
          askFor(recordedResultField, '请选择正常或异常'),
          askFor(contentField, '请输入巡检内容'),
          askFor(imagesField),
        ],
        sets: actedBy('inspect'),
      },
    ),
  ],
});
