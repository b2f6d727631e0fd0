import { TextInput, useTranslate } from 'react-admin';
import { useValidatorsOf } from './FieldInput';
import { useFieldLabel } from './ResourceDefContext';
import type { FieldDef } from '../types';

/** Text of a JSON slot: a stored structure is shown pretty-printed, text is kept as typed. */
const toText = (value: unknown) =>
  value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);

export const isJsonText = (text: unknown) => {
  if (typeof text !== 'string' || !text.trim()) return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * A JSON editor slot (a user's userExt, a report item's cfg): monospace text that must parse as
 * JSON before it is saved; it travels as text, which both the server and Blade accept.
 */
export const JsonInput = ({ field, rows = 6 }: { field: FieldDef; rows?: number }) => {
  const translate = useTranslate();
  const label = useFieldLabel()(field);
  const validatorsOf = useValidatorsOf();
  const validJson = (value: unknown) =>
    isJsonText(value) ? undefined : translate('app.form.jsonInvalid', { _: '%{field}格式不正确', field: label });
  return (
    <TextInput
      source={field.name}
      label={label}
      multiline
      minRows={rows}
      format={toText}
      parse={(text: string) => text}
      validate={[...validatorsOf(field), validJson]}
      helperText={translate('app.form.jsonHint', { _: 'JSON 格式，例如 {"key": "value"}' })}
      sx={{ '& textarea': { fontFamily: 'monospace', fontSize: 13 } }}
      inputProps={{ 'data-testid': `json-${field.name}` }}
    />
  );
};
