import { useState } from 'react';
import PersonAddIcon from '@mui/icons-material/AddBusinessOutlined';
import { useTranslate } from 'react-admin';
import { recordDialogButton, type RecordDialogProps } from '../../engine';
import { AssignDialog } from './AssignDialog';
import { SubjectSearch, type Picked } from './SubjectSearch';

const SubjectDialog = (dialog: RecordDialogProps) => {
  const translate = useTranslate();
  const [picked, setPicked] = useState<Picked[]>([]);
  return (
    <AssignDialog
      {...dialog}
      testId="subject-dialog"
      action="addBySubjectId"
      param="subjectIds"
      chosen={picked.map((p) => p.id)}
      missingText={translate('app.checkpoint.chooseSubject', { _: '请选择经营主体' })}
    >
      {(done) => <SubjectSearch value={picked} onChange={setPicked} disabled={done} />}
    </AssignDialog>
  );
};

/** 按主体分配 of a checkpoint row: pick subjects by name, `POST subject/addBySubjectId`. */
export const AssignBySubjectButton = recordDialogButton(SubjectDialog, {
  action: 'edit',
  label: ['app.checkpoint.bySubject', '按主体分配'],
  icon: <PersonAddIcon />,
  testId: 'checkpoint-by-subject',
});
