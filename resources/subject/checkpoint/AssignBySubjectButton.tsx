import { useState } from 'react';
import PersonAddIcon from '@mui/icons-material/AddBusinessOutlined';
import { useTranslate } from 'react-admin';
import { RecordDialogButton } from '../../engine';
import { AssignDialog } from './AssignDialog';
import { SubjectSearch, type Picked } from './SubjectSearch';

/** 按主体分配 of a checkpoint row: pick subjects by name, `POST subject/addBySubjectId`. */
export const AssignBySubjectButton = () => {
  const translate = useTranslate();
  return (
    <RecordDialogButton
      action="edit"
      label={translate('app.checkpoint.bySubject', { _: '按主体分配' })}
      icon={<PersonAddIcon />}
      testId="checkpoint-by-subject"
      dialog={(record, close) => <SubjectDialog id={String(record.id)} onClose={close} />}
    />
  );
};

const SubjectDialog = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const translate = useTranslate();
  const [picked, setPicked] = useState<Picked[]>([]);
  return (
    <AssignDialog
      title={translate('app.checkpoint.bySubject', { _: '按主体分配' })}
      testId="subject-dialog"
      action="addBySubjectId"
      param="subjectIds"
      checkpointId={id}
      chosen={picked.map((p) => p.id)}
      missingText={translate('app.checkpoint.chooseSubject', { _: '请选择经营主体' })}
      onClose={onClose}
    >
      {(done) => <SubjectSearch value={picked} onChange={setPicked} disabled={done} />}
    </AssignDialog>
  );
};
