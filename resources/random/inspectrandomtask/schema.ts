import { defineResource } from '../../types';
import { randomMenu, randomTaskServing, taskNameField } from '../../presets/random';
import { marketTypesField } from '../../presets/subject';
import { ownershipFields } from '../../business-fields';
import {
  actionTimeField,
  actorField,
  remarkField,
  requiredDateField,
  statusField,
  textField,
} from '../../presets/fields';
import { actedBy } from '../../presets/actions';
import { state, step } from '../../presets/lifecycle';

/** The life of a random inspection task (`taskStatus`). */
export const TASK_NEW = 0;
export const TASK_DRAWN = 1;
export const TASK_PUBLISHED = 2;
export const TASK_DONE = 3;

/**
 * 双随机抽查任务 (docs/domain.md flow 2): which subjects may be drawn (market types, the region or dept of
 * the ownership fields, not drawn by another task within `excludeDays`), how many subjects and
 * enforcers to draw, and the period. `extract` draws both at random and reproducibly
 * (server/domains/random/draw.ts): the seed, the algorithm and the sorted candidate ids are stored on
 * the task, so `GET verify-draw?id=` (and anyone holding them) can re-run the draw; the drawn subjects
 * become `inspectrandom` rows in the same transaction. `extract` may run again until `publish` fixes
 * the draw; the task is complete (`complete`, also taken by the server when the last result is
 * recorded) once every drawn subject has its result.
 */
export default defineResource({
  name: 'inspectrandomtask',
  label: '双随机抽查任务',
  en: 'Random inspection task |||| Random inspection tasks',
  table: 'biz_inspect_random_task',
  base: '/api/subject/inspectrandomtask',
  ...randomTaskServing,
  menu: randomMenu('/random/inspectrandomtask', 'Shuffle', 1),
  fields: [
    taskNameField,
    { ...marketTypesField, required: '请选择市场类型' },
    ...ownershipFields,
    { name: 'subjectCount', label: '抽取主体数', en: 'Subjects to draw', type: 'int', required: '请输入抽取主体数' },
    {
      name: 'enforcerCount',
      label: '抽取执法人员数',
      en: 'Enforcers to draw',
      type: 'int',
      required: '请输入抽取执法人员数',
    },
    requiredDateField('startDate', '开始日期', 'From', 'date'),
    requiredDateField('endDate', '结束日期', 'Until', 'date'),
    {
      name: 'excludeDays',
      label: '近N天已抽取的不再抽取',
      en: 'Skip subjects drawn within (days)',
      type: 'int',
      hideInList: true,
    },
    remarkField,
    statusField('taskStatus', '任务状态', 'Status', TASK_NEW),
    // The draw: what it was given and what it gave (server/domains/random/draw.ts).
    textField('drawSeed', '抽取种子', 'Draw seed', 64, { readOnly: true, hideInList: true }),
    textField('drawAlgorithm', '抽取算法', 'Draw algorithm', 64, { readOnly: true, hideInList: true }),
    {
      name: 'candidateSubjectCount',
      label: '候选主体数',
      en: 'Eligible subjects',
      type: 'int',
      readOnly: true,
      hideInList: true,
    },
    {
      name: 'candidateEnforcerCount',
      label: '候选执法人员数',
      en: 'Eligible enforcers',
      type: 'int',
      readOnly: true,
      hideInList: true,
    },
    {
      name: 'candidateSubjectIds',
      label: '候选主体(排序后)',
      en: 'Eligible subjects (sorted ids)',
      type: 'text',
      readOnly: true,
      hideInList: true,
    },
    {
      name: 'candidateEnforcerIds',
      label: '候选执法人员(排序后)',
      en: 'Eligible enforcers (sorted ids)',
      type: 'text',
      readOnly: true,
      hideInList: true,
    },
    {
      name: 'drawnSubjectIds',
      label: '抽中主体',
      en: 'Drawn subjects',
      type: 'ids',
      maxLength: 100000,
      reference: 'subject',
      labelAs: 'drawnSubjectNames',
      readOnly: true,
      hideInList: true,
    },
    {
      name: 'drawnEnforcerIds',
      label: '抽中执法人员',
      en: 'Drawn enforcers',
      type: 'ids',
      maxLength: 20000,
      reference: 'user',
      labelAs: 'drawnEnforcerNames',
      readOnly: true,
    },
    actorField('drawUser', '抽取人', 'Drawn by'),
    { name: 'drawTime', label: '抽取时间', en: 'Drawn at', type: 'datetime', readOnly: true, sortable: true },
    actorField('publishUser', '发布人', 'Published by'),
    actionTimeField('publishTime', '发布时间', 'Published at'),
  ],
  lifecycles: [
    {
      field: 'taskStatus',
      // Until it is published a draw may be run again and nobody outside has seen it.
      removableIn: { states: [TASK_NEW, TASK_DRAWN], because: '发布前的抽取结果可重抽,尚未公开' },
      // Its terms are fixed once published.
      editableIn: [TASK_NEW, TASK_DRAWN],
      states: [
        state(TASK_NEW, '待抽取', 'To draw', 'default'),
        state(TASK_DRAWN, '已抽取', 'Drawn', 'info'),
        state(TASK_PUBLISHED, '已发布', 'Published', 'primary'),
        state(TASK_DONE, '已完成', 'Complete', 'success'),
      ],
      actions: [
        step('extract', '抽取', 'Draw', [TASK_NEW, TASK_DRAWN], TASK_DRAWN, {
          icon: 'Shuffle',
          confirm: '按任务条件随机抽取经营主体和执法人员;再次抽取将替换上次结果。',
          confirmEn: 'Draw subjects and enforcers at random; drawing again replaces the last draw.',
          params: [
            {
              name: 'seed',
              label: '随机种子(留空自动生成)',
              en: 'Seed (blank: generated)',
              type: 'string',
              maxLength: 64,
              pattern: { source: '^[A-Za-z0-9_-]{1,64}$', message: '随机种子只能包含字母、数字、下划线或连字符' },
            },
          ],
          sets: actedBy('draw'),
        }),
        step('publish', '发布', 'Publish', TASK_DRAWN, TASK_PUBLISHED, {
          icon: 'Send',
          confirm: '发布后抽取结果将公开且不能重新抽取,确定发布?',
          confirmEn: 'Once published the draw is public and cannot be redone. Publish?',
          sets: actedBy('publish'),
        }),
        step('complete', '完成', 'Complete', TASK_PUBLISHED, TASK_DONE, {
          icon: 'TaskAlt',
          confirm: '确认所有抽中主体均已检查,完成该任务?',
          confirmEn: 'Every drawn subject is inspected: complete the task?',
        }),
      ],
    },
  ],
});
