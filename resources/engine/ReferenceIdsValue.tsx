import { Box, Chip } from '@mui/material';
import { useGetManyAggregate, useGetRecordRepresentation } from 'react-admin';
import { splitIds } from './referenceIds';

/** The names of comma-joined references, fetched together for all rows of a page. */
export const ReferenceIdsValue = ({ value, reference }: { value: unknown; reference: string }) => {
  const ids = splitIds(value);
  const represent = useGetRecordRepresentation(reference);
  const { data = [] } = useGetManyAggregate(reference, { ids });
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {ids.map((id) => {
        const record = data.find((candidate) => candidate && String(candidate.id) === id);
        return <Chip key={id} size="small" label={record ? String(represent(record)) : id} />;
      })}
    </Box>
  );
};
