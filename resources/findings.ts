import type { ActionDef, ActionParam, FieldDef, LifeCycle } from './types';
import { exportedRecordServing } from './presets/serving';
import { actedBy, askFor, workDone } from './presets/actions';
import { state, step } from './presets/lifecycle';
import { actionTextField, actionTimeField, actorField, dateRangeField } from './presets/fields';
import { actionImagesField } from './presets/attachments';
import { subjectField } from './presets/subject';
import { ownershipFields } from './business-fields';

/**
 * The life every finding (异常) shares, whatever found it (docs/domain.md flow 4: on-site inspection, report
 * check, prohibited song, camera, complaint, warning): found (0 待处理) → handled (1 已处理: what was done,
 * by whom, when, with evidence) → supervision complete (2 已办结: the supervisor's opinion). A finding
 * declaration spreads `findingFields()` into its fields and lists `findingLifecycle()` in its life
 * cycles; the engine then serves `POST {base}/handle` and `POST {base}/supervise-complete` with their
 * button codes `<name>_handle` / `<name>_superviseComplete`, from-state checks and history, and
 * `GET {base}/get-handle-info` (server/domains/subject/findings.ts) shows the handle record.
 */

/**
 * The kinds of finding by their resource, with the names a supervisor knows them by: the choices of what a
 * supervision, a rectification or a transfer is about.
 */
export const FINDING_KINDS = {
  inspectabnormal: '巡检异常',
  onsiteinspectabnormal: '现场检查异常',
  reportcheckabnormal: '自查异常',
  invalidsongabnormal: '违规曲目异常',
  reportcheckwarn: '上报预警',
  complaint: '消费者投诉',
} as const;

export type FindingKind = keyof typeof FINDING_KINDS;

/** The kinds of finding as choices, all of them unless `except` names some. */
export const findingKindChoices = (except: readonly FindingKind[] = []) =>
  (Object.keys(FINDING_KINDS) as FindingKind[])
    .filter((kind) => !except.includes(kind))
    .map((id) => ({ id, name: FINDING_KINDS[id] }));

export const FINDING_FOUND = 0;
export const FINDING_HANDLED = 1;
export const FINDING_COMPLETE = 2;

/**
 * How every finding is served: the tenant's findings within the caller's data scope, listed page by page
 * and exported to Excel, without tabs of related records (a finding hangs under the record that found it).
 */
export const findingServing = { ...exportedRecordServing, relatedTabs: false } as const;

/** The status field of the finding life. */
export const FINDING_STATUS = 'handleStatus';

/** What the handler did and the pictures proving it, asked by `handle`. */
const handleResultField = actionTextField('handleResult', '处理结果', 'What was done', 1000);
const handleImagesField = actionImagesField('handleImages', '处理佐证', 'Handling evidence');
/** The supervisor's opinion, asked by `supervise-complete`. */
const superviseOpinionField = actionTextField('superviseOpinion', '督办意见', 'Supervision opinion', 1000);

/**
 * The fields the finding life reads and writes (all read only: only its actions set them).
 * `initialStatus`: the handling state a new record starts in (a camera event not yet approved is not
 * a finding yet).
 */
export function findingFields(initialStatus: number = FINDING_FOUND) {
  return [
    {
      name: FINDING_STATUS,
      label: '处理状态',
      en: 'Handling status',
      type: 'int',
      readOnly: true,
      default: initialStatus,
      filter: ['equal', 'notequal'],
      sortable: true,
    },
    handleResultField,
    handleImagesField,
    actorField('handleUser', '处理人', 'Handled by'),
    dateRangeField('handleTime', '处理时间', 'Handled at', 'datetime', { readOnly: true, sortable: true }),
    superviseOpinionField,
    actorField('superviseUser', '办结人', 'Completed by'),
    actionTimeField('superviseTime', '办结时间', 'Completed at'),
  ] as const satisfies readonly FieldDef[];
}

/** What was found, as the finding's label: required, searched. */
export const findingDescriptionField = (label: string, maxLength: number) =>
  ({
    name: 'description',
    label,
    en: 'Description',
    type: 'text',
    maxLength,
    required: `请输入${label}`,
    search: true,
  }) as const;

/** When the finding was found: required, sorted and filtered by a date range. */
export const foundTimeField = {
  name: 'foundTime',
  label: '发现时间',
  en: 'Found at',
  type: 'datetime',
  required: '请选择发现时间',
  filter: ['datege', 'datele'],
  sortable: true,
} as const satisfies FieldDef;

/** The day the venue must have remedied the finding by. */
export const remedyDeadlineField = {
  name: 'deadline',
  label: '整改期限',
  en: 'Remedy by',
  type: 'date',
  sortable: true,
} as const satisfies FieldDef;

/**
 * What an inspection or a report found abnormal: the description (异常描述, at most `maxLength`
 * characters), when it was found and the day to remedy it by (the plain deadline unless told).
 */
export const abnormalFound = <const D extends FieldDef = typeof remedyDeadlineField>(
  maxLength: number,
  deadline: D = remedyDeadlineField as FieldDef as D,
) => [findingDescriptionField('异常描述', maxLength), foundTimeField, deadline] as const;

/**
 * What one kind of finding asks more of its `handle` (a complaint records the answer told to the
 * consumer): parameters after the shared ones and fields the action fills besides handleUser/handleTime.
 * Without options the life is exactly the shared one.
 */
export interface FindingLifeOptions {
  handleParams?: ActionParam[];
  handleSets?: ActionDef['sets'];
}

/** The declared finding life: states, `handle` and `supervise-complete`. */
export function findingLifecycle({ handleParams, handleSets }: FindingLifeOptions = {}): LifeCycle {
  const handling = workDone(handleResultField, handleImagesField, 'handle', { params: handleParams, sets: handleSets });
  return {
    field: FINDING_STATUS,
    states: [
      state(FINDING_FOUND, '待处理', 'To handle', 'error'),
      state(FINDING_HANDLED, '已处理', 'Handled', 'warning'),
      state(FINDING_COMPLETE, '已办结', 'Supervision complete', 'success'),
    ],
    actions: [
      step('handle', '处理', 'Handle', FINDING_FOUND, FINDING_HANDLED, handling),
      step('supervise-complete', '督办完成', 'Complete supervision', FINDING_HANDLED, FINDING_COMPLETE, {
        icon: 'TaskAlt',
        confirm: '确认该异常已整改到位并办结?',
        confirmEn: 'Confirm the finding is remedied and close it?',
        params: [askFor(superviseOpinionField)],
        sets: actedBy('supervise'),
        // Supervision closes what someone else handled.
        notBy: 'handleUser',
      }),
    ],
  };
}

/** Does this declaration live the finding life? (A supervision's source must be such a record.) */
export const isFinding = (def: { lifecycles?: readonly LifeCycle[] }): boolean =>
  Boolean(def.lifecycles?.some((lc) => lc.field === FINDING_STATUS && lc.actions.some((a) => a.name === 'handle')));

/**
 * What a finding that an inspection or a report opens declares besides its menu and fields: served as
 * every finding, labelled by what was found, listed newest first, living the finding life.
 */
export const openedFinding = {
  ...findingServing,
  labelField: 'description',
  defaultSort: { field: 'foundTime', order: 'DESC' },
  lifecycles: [findingLifecycle()],
} as const;

/**
 * The fields of a finding that an inspection or a report opens: its subject, then `own` (the record that
 * found it, what was found, when, by when to remedy), then the finding life's fields and the ownership.
 */
export const openedFindingFields = <const F extends readonly FieldDef[]>(...own: F) =>
  [subjectField, ...own, ...findingFields(), ...ownershipFields] as const;
