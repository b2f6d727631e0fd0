import { Box } from '@mui/material';
import { RadioButtonGroupInput, required, TextInput, maxLength, useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  DateFieldInput,
  useFieldLabel,
  useResourceDef,
  UploadInput,
  useValidatorsOf,
  resourceFormPages,
} from '../../engine';
import type { FieldDef } from '../../types';
import { INSPECT_MESSAGES, RESULT_ABNORMAL } from './schema';
import { InspectorsInput } from './InspectorsInput';
import { SubjectInput } from './SubjectInput';

const fieldOf = (fields: readonly FieldDef[], name: string) => fields.find((field) => field.name === name)!;

/** The deadline appears, and is required, only when 异常 is chosen; past days are disabled. */
const TimeLimitInput = ({ field, label }: { field: FieldDef; label: string }) => {
  const result = useWatch({ name: 'result' });
  if (Number(result) !== RESULT_ABNORMAL) return null;
  return (
    <DateFieldInput
      source={field.name}
      label={label}
      validate={[required(INSPECT_MESSAGES.timeLimit)]}
      noPast={field.noPast}
    />
  );
};

/**
 * The docs/spec.md §3 inspection form, in its order: subject (read only once chosen), result 正常 / 异常, the
 * rectification deadline (only when abnormal), content, the inspectors (selectForInspect) and photos;
 * each required field with its §5 message, as the server answers them.
 */
const InspectFields = ({ mode }: { mode: 'create' | 'edit' }) => {
  const def = useResourceDef();
  const labelOf = useFieldLabel();
  const validatorsOf = useValidatorsOf();
  const record = useRecordContext();
  const f = (name: string) => fieldOf(def.fields, name);
  const result = f('result');
  const content = f('content');
  const enforcers = f('enforcerId');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', maxWidth: 720 }}>
      <SubjectInput
        field={f('subjectId')}
        label={labelOf(f('subjectId'))}
        validate={validatorsOf(f('subjectId'))}
        locked={mode === 'edit' || !!record?.subjectId}
      />
      <RadioButtonGroupInput
        source="result"
        label={labelOf(result)}
        choices={[...result.choices!]}
        validate={[required(INSPECT_MESSAGES.result)]}
        format={(value) => (value === null || value === undefined ? '' : String(value))}
        parse={(value) => (value === '' || value === null ? null : Number(value))}
        data-testid="inspect-result"
      />
      <TimeLimitInput field={f('timeLimit')} label={labelOf(f('timeLimit'))} />
      <TextInput
        source="content"
        label={labelOf(content)}
        multiline
        minRows={4}
        validate={[required(INSPECT_MESSAGES.content), maxLength(content.maxLength ?? 2000)]}
      />
      <InspectorsInput
        source="enforcerId"
        label={labelOf(enforcers)}
        validate={[required(INSPECT_MESSAGES.enforcerId)]}
        names={record?.enforcerName as string | undefined}
      />
      <UploadInput field={f('imgList')} label={labelOf(f('imgList'))} validate={validatorsOf(f('imgList'))} />
    </Box>
  );
};

export const { CreatePage: InspectCreate, EditPage: InspectEdit } = resourceFormPages(InspectFields);
