import { Box, Button, TextField } from '@mui/material';
import { useGetOne, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldDef } from '../../types';
import { ReferencePicker } from '../../engine';

/**
 * 经营主体 of the inspection form (docs/spec.md §3 `subjectName`, read only): the subject chosen before. Opened
 * from a subject's page (the new record carries its id) it is shown read only at once; otherwise it is
 * picked with the reference picker, then shown read only (with 重新选择 on a new inspection).
 */
export const SubjectInput = ({
  field,
  label,
  validate,
  locked,
}: {
  field: FieldDef;
  label: string;
  validate: Validator[];
  locked: boolean;
}) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const { setValue } = useFormContext();
  const value = useWatch({ name: field.name });
  const id = value ? String(value) : '';
  const carried =
    record && String(record.subjectId ?? '') === id && record.subjectName ? String(record.subjectName) : undefined;
  const { data } = useGetOne('subject', { id }, { enabled: !!id && !carried });
  if (!id) return <ReferencePicker field={field} label={label} validate={validate} />;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TextField
        label={label}
        value={carried ?? String(data?.subjectName ?? '')}
        size="small"
        margin="dense"
        fullWidth
        required
        slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'inspect-subject-name' } }}
      />
      {!locked && (
        <Button
          size="small"
          onClick={() => setValue(field.name, null, { shouldDirty: true })}
          data-testid="inspect-subject-change"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {translate('app.inspect.changeSubject', { _: '重新选择' })}
        </Button>
      )}
    </Box>
  );
};
