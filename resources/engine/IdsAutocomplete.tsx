import { Autocomplete, Chip, TextField } from '@mui/material';
import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { joinIds, splitIds } from './referenceIds';

/**
 * A comma-joined id list (`roleId: "1,2"`) as an autocomplete of chips. react-admin's array inputs want
 * an array in the form, so this converts at its own edge instead of reshaping every record. The caller
 * brings the options and their names (a short list read whole, or matches searched on the server).
 */
interface Props {
  source: string;
  label: string;
  validate?: Validator[];
  readOnly?: boolean;
  options: string[];
  labelOf: (id: string) => string;
  loading: boolean;
  /** Matches come filtered by the server: typing is reported here and the browser filters nothing. */
  onSearch?: (text: string) => void;
}

export const useIdsInput = (source: string, validate?: Validator[]) => {
  const input = useInput({ source, validate, format: splitIds, parse: joinIds });
  return { input, selected: splitIds(input.field.value) as string[] };
};

export const IdsAutocomplete = ({
  input,
  selected,
  label,
  readOnly,
  options,
  labelOf,
  loading,
  onSearch,
}: Omit<Props, 'source' | 'validate'> & ReturnType<typeof useIdsInput>) => {
  const { field, fieldState, isRequired } = input;
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      loading={loading}
      readOnly={readOnly}
      filterOptions={onSearch ? (ids) => ids : undefined}
      onInputChange={onSearch ? (_, text, reason) => reason !== 'reset' && onSearch(text) : undefined}
      onChange={(_, ids) => field.onChange(ids)}
      onBlur={field.onBlur}
      getOptionLabel={labelOf}
      filterSelectedOptions
      renderValue={(ids, getItemProps) =>
        ids.map((id, index) => <Chip size="small" label={labelOf(id)} {...getItemProps({ index })} key={id} />)
      }
      renderInput={(params) => (
        // The asterisk as react-admin's inputs show it, not the input's native `required`: the browser's
        // own bubble would stop the submit before the form could show the declared message.
        <TextField
          {...params}
          label={<FieldTitle label={label} isRequired={isRequired} />}
          error={!!error}
          helperText={<InputHelperText error={error} />}
          inputRef={field.ref}
        />
      )}
    />
  );
};
