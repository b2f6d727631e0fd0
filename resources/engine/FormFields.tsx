import { Box } from '@mui/material';
import { useResourceDef, visibleFields } from './ResourceDefContext';
import { FieldInput } from './FieldInput';

/** Every declared field as an input; read-only fields only when editing (nothing to show yet on create). */
export const FormFields = ({ mode }: { mode: 'create' | 'edit' }) => {
  const def = useResourceDef();
  const fields = visibleFields(def).filter((field) => mode === 'edit' || !field.readOnly);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        columnGap: 3,
        width: '100%',
        maxWidth: 960,
      }}
    >
      {fields.map((field) => (
        <Box
          key={field.name}
          sx={{ gridColumn: ['text', 'json', 'images'].includes(field.type) ? '1 / -1' : undefined }}
        >
          <FieldInput field={field} />
        </Box>
      ))}
    </Box>
  );
};
