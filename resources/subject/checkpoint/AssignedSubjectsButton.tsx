import { useState } from 'react';
import { Alert, Box, Checkbox, TextField } from '@mui/material';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import { useQuery } from '@tanstack/react-query';
import { Confirm, useTranslate } from 'react-admin';
import {
  PermissionButton,
  recordDialogButton,
  type RecordDialogProps,
  RowsTable,
  SubmitDialog,
  TablePager,
  useAnswerCall,
  useFieldChoices,
  usePaging,
} from '../../engine';
import { useToast } from '../../../src/layout/useToast';
import assignmentDef from '../subjectcheckpoint/schema';
import { toggled } from './toggled';
import { MARKET_TYPE_DICT } from './marketTypeDict';
import { LoadingBox } from '../../../src/layout/PageLoading';

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

const AssignedDialog = ({ record, onClose }: RecordDialogProps) => {
  const id = String(record.id);
  const title = String(record.checkpointName ?? '');
  const translate = useTranslate();
  const notify = useToast();
  const { run, busy, dataProvider } = useAnswerCall();
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
        <LoadingBox size={28} padding={3} />
      ) : rows.length === 0 ? (
        <Alert severity="info" data-testid="assigned-empty">
          {translate('app.checkpoint.empty', { _: '暂无已分配的主体' })}
        </Alert>
      ) : (
        <RowsTable
          testId="assigned-table"
          rows={rows}
          rowKey={(r) => r.id}
          hover
          columns={[
            {
              padding: 'checkbox',
              value: (r) => (
                <Checkbox
                  size="small"
                  checked={selected.includes(r.subjectId)}
                  onChange={() => setSelected((now) => toggled(now, r.subjectId))}
                  inputProps={{ 'aria-label': r.subjectName }}
                />
              ),
            },
            {
              label: translate('resources.subject.fields.subjectName', { _: '主体名称' }),
              value: (r) => r.subjectName,
            },
            {
              label: translate('resources.subject.fields.creditCode', { _: '统一社会信用代码' }),
              value: (r) => r.creditCode,
            },
            {
              label: translate('resources.subject.fields.marketType', { _: '市场类型' }),
              value: (r) => label(marketTypes, r.marketType),
            },
            { label: translate('app.checkpoint.assignWay', { _: '分配方式' }), value: (r) => label(ways, r.assignWay) },
            { label: translate('app.checkpoint.assignTime', { _: '分配时间' }), value: (r) => r.assignTime },
          ]}
        />
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

/** 已分配主体 of a checkpoint row: its subjects page by page (`getCheckpointSubjectList`), removable. */
export const AssignedSubjectsButton = recordDialogButton(AssignedDialog, {
  action: 'view',
  label: ['app.checkpoint.assigned', '已分配主体'],
  icon: <GroupsIcon />,
  testId: 'checkpoint-assigned',
});
