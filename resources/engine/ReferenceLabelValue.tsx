import { Box, Chip, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { FieldDef } from '../types';
import { allResources } from '../declarations';
import { recordPageOf } from './representation';

/**
 * A reference shown by the label the server resolved for the page (`deptName` beside `deptId`): no
 * request per row. Several references (`ids`) show as chips; their labels come comma-joined in the
 * ids' order. A reference to a row that is gone or another tenant's has the label ''.
 */
export const ReferenceLabelValue = ({
  field,
  label,
  inList,
  value,
}: {
  field: FieldDef;
  label: string;
  inList?: boolean;
  value?: unknown;
}) => {
  if (!label)
    return inList ? null : (
      <Typography variant="body2" color="text.secondary">
        -
      </Typography>
    );
  // A record with a page of its own (a subject's one-household page) is a link there.
  const target =
    field.type === 'id' && field.reference ? allResources.find((def) => def.name === field.reference) : undefined;
  const page = target ? recordPageOf(target) : undefined;
  if (page && value !== undefined && value !== null && value !== '') {
    return (
      // A click on the link opens the record, not the list row it sits in.
      <Link
        component={RouterLink}
        to={page(String(value))}
        onClick={(event) => event.stopPropagation()}
        underline="hover"
        data-testid={`record-link-${field.reference}`}
      >
        {label}
      </Link>
    );
  }
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
