import { useState } from 'react';
import { Alert, Box, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import ChecklistIcon from '@mui/icons-material/PlaylistAddCheckOutlined';
import { useRefresh, useTranslate } from 'react-admin';
import {
  recordDialogButton,
  SubmitDialog,
  useAnswerCall,
  useBladeQuery,
  useFieldChoices,
  type RecordDialogProps,
} from '../../engine';
import { useToast } from '../../../src/layout/useToast';
import { toggled } from './toggled';
import { MARKET_TYPE_DICT } from './marketTypeDict';
import { LoadingBox } from '../../../src/layout/PageLoading';

interface CheckpointRow {
  id: string;
  checkpointName: string;
  marketType: number;
}

const SetCheckpointDialog = ({ record, title, onClose }: RecordDialogProps) => {
  const subjectId = String(record.id);
  const name = String(record.subjectName ?? '');
  const marketType = String(record.marketType ?? '');
  const translate = useTranslate();
  const notify = useToast();
  const refresh = useRefresh();
  const { run, busy } = useAnswerCall();
  const { choices: marketTypes } = useFieldChoices(MARKET_TYPE_DICT);
  const all = useBladeQuery<CheckpointRow[]>('checkpoint', 'all-list');
  const mine = useBladeQuery<CheckpointRow[]>('subject', 'checkpoint-list', { subjectId });
  // The subject's checkpoints until the user changes the choice.
  const [edited, setEdited] = useState<string[] | null>(null);
  const chosen = edited ?? mine.data?.map((c) => String(c.id)) ?? null;
  const save = async () => {
    const answer = await run('subject', 'set-checkpoint', { subjectId, checkpointIds: (chosen ?? []).join(',') });
    if (answer === undefined) return;
    notify(translate('app.checkpoint.saved', { _: '检查点设置已保存' }), 'success');
    refresh();
    onClose();
  };
  // Checkpoints assigned earlier but disabled since stay listed, so saving does not drop them unseen.
  const rows = [
    ...(all.data ?? []),
    ...(mine.data ?? []).filter((m) => !(all.data ?? []).some((a) => String(a.id) === String(m.id))),
  ];
  const groups = [...new Set(rows.map((r) => String(r.marketType)))].sort((a, b) =>
    a === marketType ? -1 : b === marketType ? 1 : Number(a) - Number(b),
  );
  const typeName = (k: string) => marketTypes.find((c) => c.id === k)?.name ?? k;
  const loading = all.isPending || mine.isPending || chosen === null;
  return (
    <SubmitDialog
      title={`${title}${name ? ` · ${name}` : ''}`}
      testId="set-checkpoint-dialog"
      maxWidth="md"
      dividers
      onClose={onClose}
      onConfirm={save}
      busy={busy}
      confirmDisabled={loading}
      confirmTestId="set-checkpoint-save"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.checkpoint.selectionHint', { _: '保存后该主体的检查点即为所勾选的检查点' })}
      </Typography>
      {loading ? (
        <LoadingBox size={28} padding={3} />
      ) : rows.length === 0 ? (
        <Alert severity="info">{translate('app.checkpoint.noCheckpoints', { _: '暂无可选的检查点' })}</Alert>
      ) : (
        groups.map((g) => (
          <Box key={g} sx={{ mb: 1 }}>
            <Typography variant="subtitle2">{typeName(g)}</Typography>
            <FormGroup row>
              {rows
                .filter((r) => String(r.marketType) === g)
                .map((r) => (
                  <FormControlLabel
                    key={r.id}
                    sx={{ width: '32%' }}
                    label={r.checkpointName}
                    control={
                      <Checkbox
                        size="small"
                        checked={(chosen ?? []).includes(String(r.id))}
                        onChange={() => setEdited(toggled(chosen ?? [], String(r.id)))}
                        inputProps={{ 'aria-label': r.checkpointName }}
                      />
                    }
                  />
                ))}
            </FormGroup>
          </Box>
        ))
      )}
    </SubmitDialog>
  );
};

/**
 * 检查点设置 of a subject (a row button of the subject list, and of its show page): tick the enabled
 * checkpoints, those of the subject's market type first; saving (`POST subject/set-checkpoint`) leaves
 * the subject with exactly the ticked ones. Reads the subject from the record context.
 */
export const SetCheckpointButton = recordDialogButton(SetCheckpointDialog, {
  resource: 'subject',
  action: 'edit',
  label: ['app.checkpoint.setCheckpoint', '检查点设置'],
  icon: <ChecklistIcon />,
  testId: 'subject-set-checkpoint',
});
