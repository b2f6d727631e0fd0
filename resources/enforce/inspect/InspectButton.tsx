import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { useCreatePath, useNavigate, useRecordContext, useTranslate } from 'react-admin';
import { PermissionButton } from '../../engine';

/** 巡检 on a subject's page: a new inspection of this subject (the form shows it read only). */
export const InspectButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  if (!record) return null;
  return (
    <PermissionButton
      resource="inspect"
      action="create"
      label={translate('app.inspect.button', { _: '巡检' })}
      icon={<FactCheckIcon />}
      onClick={() =>
        navigate(createPath({ resource: 'inspect', type: 'create' }), {
          state: { record: { subjectId: String(record.id) } },
        })
      }
      testId="subject-inspect"
    />
  );
};
