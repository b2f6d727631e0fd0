import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext } from 'react-admin';

/** The subject's name, linking to its one-household-one-file page (一户一档, `/busdetail/:id`). */
export const SubjectNameLink = () => {
  const record = useRecordContext();
  if (!record?.id) return null;
  return (
    <Link
      component={RouterLink}
      to={`/busdetail/${record.id}`}
      underline="hover"
      data-testid="subject-name-link"
      onClick={(event) => event.stopPropagation()}
    >
      {String(record.subjectName ?? record.id)}
    </Link>
  );
};
