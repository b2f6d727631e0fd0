import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/AddBusinessOutlined';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { PermissionButton } from '../../engine';
import { SubjectSearch, type Picked } from './SubjectSearch';
import { useCheckpointCall } from './useCheckpointCall';

/** 按主体分配 of a checkpoint row: pick subjects by name, `POST subject/addBySubjectId`. */
export const AssignBySubjectButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <PermissionButton
        action="edit"
        label={translate('app.checkpoint.bySubject', { _: '按主体分配' })}
        icon={<PersonAddIcon />}
        onClick={() => setOpen(true)}
        testId="checkpoint-by-subject"
      />
      {open && <SubjectDialog id={String(record.id)} onClose={() => setOpen(false)} />}
    </>
  );
};

const SubjectDialog = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [picked, setPicked] = useState<Picked[]>([]);
  const [result, setResult] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const { run, busy } = useCheckpointCall();
  const submit = async () => {
    if (!picked.length) return setMissing(true);
    const answer = await run<{ added: number }>('subject', 'addBySubjectId', {
      checkPointId: id,
      subjectIds: picked.map((p) => p.id).join(','),
    });
    if (!answer) return;
    setResult(
      translate('app.checkpoint.assignedCount', { count: answer.added, _: `已为${answer.added}个主体分配检查点` }),
    );
    refresh();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="subject-dialog">
      <DialogTitle>{translate('app.checkpoint.bySubject', { _: '按主体分配' })}</DialogTitle>
      <DialogContent dividers>
        <SubjectSearch
          value={picked}
          onChange={(v) => {
            setPicked(v);
            setMissing(false);
          }}
          disabled={!!result}
        />
        {missing && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {translate('app.checkpoint.chooseSubject', { _: '请选择经营主体' })}
          </Alert>
        )}
        {result && (
          <Alert severity="success" sx={{ mt: 1 }} data-testid="assign-result">
            {result}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          {translate(result ? 'ra.action.close' : 'app.common.cancel', { _: result ? '关闭' : '取消' })}
        </Button>
        {!result && (
          <Button variant="contained" onClick={submit} disabled={busy} data-testid="assign-submit">
            {translate('app.common.confirm', { _: '确定' })}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
