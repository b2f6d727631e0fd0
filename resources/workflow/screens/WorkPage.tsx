import { useCallback, useEffect, useState } from 'react';
import {
  Button,
  Card,
  CardContent,
  Chip,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Tabs,
} from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { usePagerLabels } from '../../engine';
import { claimTask, workList, type Row } from './api';

type Which = 'start' | 'claim' | 'todo' | 'send' | 'done';
const TABS: Array<{ which: Which; label: string }> = [
  { which: 'start', label: '发起流程' },
  { which: 'claim', label: '待签任务' },
  { which: 'todo', label: '待办任务' },
  { which: 'send', label: '我的发起' },
  { which: 'done', label: '办结任务' },
];
const LEAVE_KEY = 'Leave';
const SIZE = 10;

const detailPath = (processInstanceId: string, businessId: string) =>
  `/work/process/leave/detail/${processInstanceId}/${businessId}`;

/**
 * 我的事务 (/flow/work): the five work lists of docs/spec.md §7. A process is started from its form (the leave
 * form for the leave process); an offered task is claimed, then handled from the todo list.
 */
export default function WorkPage() {
  const t = useTranslate();
  const notify = useNotify();
  const pagerLabels = usePagerLabels();
  const navigate = useNavigate();
  const [which, setWhich] = useState<Which>('todo');
  const [page, setPage] = useState(0);
  const [data, setData] = useState<{ records: Row[]; total: number }>({ records: [], total: 0 });
  const load = useCallback(() => {
    workList(which, page + 1, SIZE)
      .then(setData)
      .catch(() => undefined);
  }, [which, page]);
  useEffect(load, [load]);

  const claim = async (task: Row) => {
    try {
      await claimTask(task.id);
      notify(t('app.workflow.claimed', { _: '签收成功' }), { type: 'success' });
      load();
    } catch {
      load();
    }
  };
  const actions = (r: Row) => {
    switch (which) {
      case 'start':
        return r.processKey === LEAVE_KEY ? (
          <Button size="small" onClick={() => navigate(`/work/process/leave/form/${r.id}`)}>
            {t('app.workflow.start', { _: '发起' })}
          </Button>
        ) : (
          <Chip size="small" label={t('app.workflow.noForm', { _: '无表单' })} />
        );
      case 'claim':
        return (
          <Button size="small" onClick={() => claim(r)}>
            {t('app.workflow.claim', { _: '签收' })}
          </Button>
        );
      case 'todo':
        return (
          <Button
            size="small"
            onClick={() => navigate(`/work/process/leave/handle/${r.id}/${r.processInstanceId}/${r.businessId}`)}
          >
            {t('app.workflow.handle', { _: '办理' })}
          </Button>
        );
      case 'send':
        return (
          <Button size="small" onClick={() => navigate(detailPath(r.id, r.businessId))}>
            {t('app.workflow.detail', { _: '详情' })}
          </Button>
        );
      default:
        return (
          <Button size="small" onClick={() => navigate(detailPath(r.processInstanceId, r.businessId))}>
            {t('app.workflow.detail', { _: '详情' })}
          </Button>
        );
    }
  };
  const isTask = which === 'claim' || which === 'todo' || which === 'done';
  return (
    <Card>
      <CardContent>
        <Tabs
          value={which}
          onChange={(_, v: Which) => {
            setWhich(v);
            setPage(0);
          }}
        >
          {TABS.map((tab) => (
            <Tab key={tab.which} value={tab.which} label={t(`app.workflow.tabs.${tab.which}`, { _: tab.label })} />
          ))}
        </Tabs>
        <Table size="small" data-testid={`work-${which}`}>
          <TableHead>
            <TableRow>
              <TableCell>{t('app.workflow.process', { _: '流程名称' })}</TableCell>
              <TableCell>
                {isTask
                  ? t('app.workflow.step', { _: '环节' })
                  : which === 'start'
                    ? t('app.workflow.version', { _: '版本' })
                    : t('app.workflow.current', { _: '当前环节' })}
              </TableCell>
              <TableCell>{t('app.workflow.createTime', { _: '创建时间' })}</TableCell>
              <TableCell>{t('app.workflow.actions', { _: '操作' })}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.records.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{r.processName ?? r.name}</TableCell>
                <TableCell>
                  {isTask
                    ? r.taskName
                    : which === 'start'
                      ? `v${r.version}`
                      : r.currentTask || t('app.workflow.finished', { _: '已结束' })}
                </TableCell>
                <TableCell>{r.createTime}</TableCell>
                <TableCell>{actions(r)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={data.total}
          page={page}
          rowsPerPage={SIZE}
          rowsPerPageOptions={[SIZE]}
          onPageChange={(_, p) => setPage(p)}
          {...pagerLabels}
        />
      </CardContent>
    </Card>
  );
}
