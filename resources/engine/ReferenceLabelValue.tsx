import { Box, Chip, Typography } from '@mui/material';
import type { FieldDef } from '../types';

/**
 * A reference shown by the label the server resolved for the page (`deptName` beside `deptId`): no
 * request per row. Several references (`ids`) show as chips; their labels come comma-joined in the
 * ids' order. A reference to a row that is gone or another tenant's has the label ''.
 */
export const ReferenceLabelValue = ({ field, label, inList }: { field: FieldDef; label: string; inList?: boolean }) => {
  if (!label) return inList ? null : <Typography variant="body2" color="text.disabled">-</Typography>;
  if (field.type !== 'ids') return <>{label}</>;
  const names = label.split(',').filter(Boolean);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {names.map((name, index) => (
        <Chip key={`${index}-${name}`} size="small" label={name} />
      ))}
    </Box>
  );
};
