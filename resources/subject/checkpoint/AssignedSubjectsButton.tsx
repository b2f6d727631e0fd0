import { useState } from 'react';
import {
  Alert,
  Box,
  Checkbox,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import { useQuery } from '@tanstack/react-query';
import { Confirm, useTranslate } from 'react-admin';
import {
  PermissionButton,
  RecordDialogButton,
  SubmitDialog,
  TablePager,
  useFieldChoices,
  usePaging,
} from '../../engine';
import { useToast } from '../../../src/layout/useToast';
import assignmentDef from '../subjectcheckpoint/schema';
import { toggled } from './toggled';
import { MARKET_TYPE_DICT, useCheckpointCall } from './useCheckpointCall';

interface AssignedRow {
  id: string;
  subjectId: string;
  subjectName: string;
  creditCode: string;
  marketType: number | null;
  assignWay: number | null;
  assignTime: string | null;
}

interface PageAnswer {
  records: AssignedRow[];
  total: number;
}

const ASSIGN_WAY = assignmentDef.fields.find((f) => f.name === 'assignWay')!;

/** 已分配主体 of a checkpoint row: its subjects page by page (`getCheckpointSubjectList`), removable. */
export const AssignedSubjectsButton = () => {
  const translate = useTranslate();
  return (
    <RecordDialogButton
      action="view"
      label={translate('app.checkpoint.assigned', { _: '已分配主体' })}
      icon={<GroupsIcon />}
      testId="checkpoint-assigned"
      dialog={(record, close) => (
        <AssignedDialog id={String(record.id)} title={String(record.checkpointName ?? '')} onClose={close} />
      )}
    />
  );
};

const AssignedDialog = ({ id, title, onClose }: { id: string; title: string; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useToast();
  const { run, busy, dataProvider } = useCheckpointCall();
  const paging = usePaging();
  const { page, size, current, setPage } = paging;
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [asking, setAsking] = useState(false);
  const { choices: marketTypes } = useFieldChoices(MARKET_TYPE_DICT);
  const { choices: ways } = useFieldChoices(ASSIGN_WAY);
  const query = useQuery({
    queryKey: ['app', 'checkpoint-subjects', id, page, size, name],
    queryFn: () =>
      dataProvider.getTree<PageAnswer>('checkpoint', 'getCheckpointSubjectList', {
        checkpointId: id,
        current,
        size,
        subjectName: name || undefined,
      }),
  });
  const rows = query.data?.records ?? [];
  const remove = async () => {
    const answer = await run<{ removed: number }>('checkpoint', 'deleteSubjectForCheckpoint', {
      checkpointId: id,
      subjectIds: selected.join(','),
    });
    setAsking(false);
    if (!answer) return;
    notify(
      translate('app.checkpoint.removedCount', { count: answer.removed, _: `已移除${answer.removed}个主体` }),
      'success',
    );
    setSelected([]);
    await query.refetch();
  };
  const label = (list: readonly { id: string; name: string }[], v: unknown) =>
    v === null || v === undefined ? '' : (list.find((c) => c.id === String(v))?.name ?? String(v));
  return (
    <SubmitDialog
      title={`${translate('app.checkpoint.assigned', { _: '已分配主体' })}${title ? ` · ${title}` : ''}`}
      testId="assigned-dialog"
      maxWidth="md"
      dividers
      onClose={onClose}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
        <TextField
          size="small"
          label={translate('app.checkpoint.searchSubject', { _: '主体名称' })}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setPage(0);
          }}
        />
        <Box sx={{ flex: 1 }} />
        <PermissionButton
          resource="checkpoint"
          action="edit"
          color="error"
          variant="outlined"
          label={translate('app.checkpoint.remove', { _: '移除' })}
          onClick={() => setAsking(true)}
          disabled={!selected.length || busy}
          testId="assigned-remove"
        />
      </Box>
      {query.isPending ? (
        <Box sx={{ p: 3, textAlign: 'center' }}>
          <CircularProgress size={28} />
        </Box>
      ) : rows.length === 0 ? (
        <Alert severity="info" data-testid="assigned-empty">
          {translate('app.checkpoint.empty', { _: '暂无已分配的主体' })}
        </Alert>
      ) : (
        <Table size="small" data-testid="assigned-table">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{translate('resources.subject.fields.subjectName', { _: '主体名称' })}</TableCell>
              <TableCell>{translate('resources.subject.fields.creditCode', { _: '统一社会信用代码' })}</TableCell>
              <TableCell>{translate('resources.subject.fields.marketType', { _: '市场类型' })}</TableCell>
              <TableCell>{translate('app.checkpoint.assignWay', { _: '分配方式' })}</TableCell>
              <TableCell>{translate('app.checkpoint.assignTime', { _: '分配时间' })}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id} hover>
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={selected.includes(r.subjectId)}
                    onChange={() => setSelected((now) => toggled(now, r.subjectId))}
                    inputProps={{ 'aria-label': r.subjectName }}
                  />
                </TableCell>
                <TableCell>{r.subjectName}</TableCell>
                <TableCell>{r.creditCode}</TableCell>
                <TableCell>{label(marketTypes, r.marketType)}</TableCell>
                <TableCell>{label(ways, r.assignWay)}</TableCell>
                <TableCell>{r.assignTime}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <TablePager paging={paging} total={query.data?.total ?? 0} />
      <Confirm
        isOpen={asking}
        loading={busy}
        title={translate('app.common.tip', { _: '提示' })}
        content={translate('app.checkpoint.removeConfirm', { _: '确定将所选主体从该检查点移除?' })}
        onConfirm={remove}
        onClose={() => setAsking(false)}
      />
    </SubmitDialog>
  );
};
