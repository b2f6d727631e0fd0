import { useEffect, useState } from 'react';
import { Autocomplete, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type Modeler from 'bpmn-js/lib/Modeler';
import { dataProvider } from '../../../dataProvider';

// bpmn-js services are untyped at this level; the few calls below are what the panel needs of them.
/* eslint-disable @typescript-eslint/no-explicit-any */
type Element = any;

interface Option {
  id: string;
  name: string;
}

/** Who may be named on a user task: the tenant's roles (by alias, as candidateGroups), depts and users. */
interface Choices {
  roles: Option[];
  depts: Option[];
  users: Option[];
}

const APPLICANT = '${applyUser}';
const APPLICANT_DEPT = '${applyDept}';
const PASS = '${pass}';
const REJECT = '${!pass}';

const attrOf = (element: Element, name: string): string =>
  String(element?.businessObject?.$attrs?.[`flowable:${name}`] ?? '');
const listOf = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

async function loadChoices(): Promise<Choices> {
  const rows = (r: unknown): Array<Record<string, unknown>> =>
    Array.isArray(r) ? r : ((r as { records?: [] })?.records ?? []);
  const [roles, depts, users] = await Promise.all([
    dataProvider.call<unknown>({ url: '/api/blade-system/role/list', params: { size: 500 } }).catch(() => []),
    dataProvider.call<unknown>({ url: '/api/blade-system/dept/list', params: { size: 500 } }).catch(() => []),
    dataProvider.call<unknown>({ url: '/api/blade-user/page', params: { current: 1, size: 500 } }).catch(() => []),
  ]);
  const flat = (list: Array<Record<string, unknown>>): Array<Record<string, unknown>> =>
    list.flatMap((r) => [r, ...flat((r.children as Array<Record<string, unknown>>) ?? [])]);
  return {
    roles: flat(rows(roles))
      .filter((r) => r.roleAlias)
      .map((r) => ({ id: String(r.roleAlias), name: String(r.roleName ?? r.roleAlias) })),
    depts: flat(rows(depts)).map((r) => ({ id: String(r.id), name: String(r.deptName ?? r.id) })),
    users: rows(users).map((r) => ({ id: String(r.id), name: String(r.realName || r.name || r.account || r.id) })),
  };
}

/**
 * The designer's side panel: on a user task, its assignee (a user or the applicant) and its
 * candidate roles and depts, picked from the tenant's users, roles and depts and written as the
 * flowable:assignee / candidateGroups / candidateDepts attributes the engine reads; a plain task can be
 * made a user task; on a sequence flow, its condition (同意 `${pass}`, 驳回 `${!pass}` or an expression).
 */
export function ElementProperties({ modeler }: { modeler: Modeler | null }) {
  const t = useTranslate();
  const [element, setElement] = useState<Element>(null);
  const [, setVersion] = useState(0);
  const [choices, setChoices] = useState<Choices>({ roles: [], depts: [], users: [] });
  useEffect(() => void loadChoices().then(setChoices), []);
  useEffect(() => {
    if (!modeler) return undefined;
    const bus = modeler.get('eventBus') as any;
    const selected = (e: any) => setElement(e.newSelection.length === 1 ? e.newSelection[0] : null);
    const changed = (e: any) => setVersion((v) => v + (e.element ? 1 : 0));
    bus.on('selection.changed', selected);
    bus.on('element.changed', changed);
    return () => {
      bus.off('selection.changed', selected);
      bus.off('element.changed', changed);
    };
  }, [modeler]);
  if (!modeler || !element) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('app.workflow.pickElement', { _: '选择一个任务或连线以设置办理人或条件' })}
      </Typography>
    );
  }
  const type = String(element.businessObject?.$type ?? '');
  const modeling = modeler.get('modeling') as any;
  const setAttr = (name: string, value: string) =>
    modeling.updateProperties(element, { [`flowable:${name}`]: value || undefined });

  if (type === 'bpmn:Task') {
    const toUserTask = () => {
      const replaced = (modeler.get('bpmnReplace') as any).replaceElement(element, { type: 'bpmn:UserTask' });
      (modeler.get('selection') as any).select(replaced);
    };
    return (
      <Button variant="outlined" onClick={toUserTask} data-testid="flow-to-user-task">
        {t('app.workflow.toUserTask', { _: '设为用户任务' })}
      </Button>
    );
  }
  if (type === 'bpmn:UserTask') {
    const assignee = attrOf(element, 'assignee');
    const assigneeChoices = [
      { id: '', name: t('app.workflow.noAssignee', { _: '无(由候选人签收)' }) },
      { id: APPLICANT, name: t('app.workflow.applicant', { _: '发起人' }) },
      ...choices.users,
    ];
    const picked = (names: string, options: Option[]) =>
      listOf(names).map((id) => options.find((o) => o.id === id) ?? { id, name: id });
    const deptOptions = [
      { id: APPLICANT_DEPT, name: t('app.workflow.applicantDept', { _: '发起人部门' }) },
      ...choices.depts,
    ];
    return (
      <Stack spacing={2} data-testid="flow-task-properties">
        <Typography variant="subtitle2">{element.businessObject.name || element.id}</Typography>
        <TextField
          select
          size="small"
          label={t('app.workflow.assigneeField', { _: '办理人' })}
          value={assignee}
          onChange={(e) => setAttr('assignee', e.target.value)}
        >
          {assigneeChoices.some((o) => o.id === assignee) ? null : <MenuItem value={assignee}>{assignee}</MenuItem>}
          {assigneeChoices.map((o) => (
            <MenuItem key={o.id || 'none'} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          multiple
          size="small"
          options={choices.roles}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={picked(attrOf(element, 'candidateGroups'), choices.roles)}
          onChange={(_e, v) => setAttr('candidateGroups', v.map((o) => o.id).join(','))}
          renderInput={(params) => (
            <TextField {...params} label={t('app.workflow.candidateRoles', { _: '候选角色' })} />
          )}
        />
        <Autocomplete
          multiple
          size="small"
          options={deptOptions}
          getOptionLabel={(o) => o.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={picked(attrOf(element, 'candidateDepts'), deptOptions)}
          onChange={(_e, v) => setAttr('candidateDepts', v.map((o) => o.id).join(','))}
          renderInput={(params) => (
            <TextField {...params} label={t('app.workflow.candidateDepts', { _: '候选部门' })} />
          )}
        />
      </Stack>
    );
  }
  if (type === 'bpmn:SequenceFlow') {
    const condition = String(element.businessObject.conditionExpression?.body ?? '');
    const setCondition = (body: string) => {
      const moddle = modeler.get('moddle') as any;
      modeling.updateProperties(element, {
        conditionExpression: body ? moddle.create('bpmn:FormalExpression', { body }) : undefined,
      });
    };
    return (
      <Stack spacing={2} data-testid="flow-condition">
        <TextField
          select
          size="small"
          label={t('app.workflow.condition', { _: '流转条件' })}
          value={[PASS, REJECT, ''].includes(condition) ? condition : 'custom'}
          onChange={(e) => e.target.value !== 'custom' && setCondition(e.target.value)}
        >
          <MenuItem value="">{t('app.workflow.always', { _: '无条件' })}</MenuItem>
          <MenuItem value={PASS}>{t('app.workflow.whenPass', { _: '同意时' })}</MenuItem>
          <MenuItem value={REJECT}>{t('app.workflow.whenReject', { _: '驳回时' })}</MenuItem>
          <MenuItem value="custom">{t('app.workflow.customCondition', { _: '表达式' })}</MenuItem>
        </TextField>
        <TextField
          size="small"
          label={t('app.workflow.expression', { _: '条件表达式' })}
          value={condition}
          onChange={(e) => setCondition(e.target.value)}
          placeholder="${days > 3}"
        />
      </Stack>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary">
      {t('app.workflow.pickElement', { _: '选择一个任务或连线以设置办理人或条件' })}
    </Typography>
  );
}
