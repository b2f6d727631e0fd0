import { Autocomplete, Chip, TextField } from '@mui/material';
import { InputHelperText, useGetList, useGetRecordRepresentation, useInput, type Validator } from 'react-admin';
import { joinIds, splitIds } from './referenceIds';

interface Props {
  source: string;
  reference: string;
  label: string;
  validate?: Validator[];
  readOnly?: boolean;
}

/**
 * Several rows of another resource, stored comma-joined. react-admin's array inputs want arrays in
 * the record, so this input converts at its own edge instead of reshaping every record.
 */
export const ReferenceIdsInput = ({ source, reference, label, validate, readOnly }: Props) => {
  const { field, fieldState, isRequired } = useInput({ source, validate, format: splitIds, parse: joinIds });
  const represent = useGetRecordRepresentation(reference);
  // Roles, depts and posts are short lists; 500 covers them without paging the picker.
  const { data = [], isPending } = useGetList(reference, { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' } });
  const selected: string[] = splitIds(field.value);
  const options = data.map((record) => String(record.id));
  const labelOf = (id: string) => {
    const record = data.find((candidate) => String(candidate.id) === id);
    return record ? String(represent(record)) : id;
  };
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      loading={isPending}
      readOnly={readOnly}
      onChange={(_, ids) => field.onChange(ids)}
      onBlur={field.onBlur}
      getOptionLabel={labelOf}
      filterSelectedOptions
      renderValue={(ids, getItemProps) => ids.map((id, index) => <Chip size="small" label={labelOf(id)} {...getItemProps({ index })} key={id} />)}
      renderInput={(params) => (
        <TextField {...params} label={label} required={isRequired} error={!!error} helperText={<InputHelperText error={error} />} inputRef={field.ref} />
      )}
    />
  );
};
