import {
  AutocompleteInput,
  maxLength,
  NumberInput,
  ReferenceInput,
  required,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useResourceDefinitions,
  type Validator,
} from 'react-admin';
import { isSafeUrl, UPLOAD_TYPES, URL_MESSAGE, type FieldDef } from '../types';
import { DateFieldInput } from './DateInputs';
import { UploadInput } from './upload/UploadInput';
import { joinIds, splitIds } from './referenceIds';
import { ReferenceIdsInput } from './ReferenceIdsInput';
import { ReferencePicker } from './ReferencePicker';
import { labelledTargetOf } from './referenceLabels';
import { useFieldLabel } from './ResourceDefContext';
import { hasChoices, useFieldChoices } from './useDictionary';

/** Validators of a field, with the declaration's message exactly as written (docs/spec.md §5). */
export function validatorsOf(field: FieldDef): Validator[] {
  const validators: Validator[] = [];
  if (field.required) validators.push(required(field.required));
  if (field.maxLength && ['string', 'text'].includes(field.type)) validators.push(maxLength(field.maxLength));
  const pattern = field.pattern;
  if (pattern) {
    const re = new RegExp(pattern.source);
    validators.push((value: unknown) =>
      value == null || value === '' || re.test(String(value)) ? undefined : pattern.message,
    );
  }
  // Spec §5 URL check (http/https), as the server checks it: links are shown as images and anchors.
  if (field.url || UPLOAD_TYPES.has(field.type)) {
    const message = `${field.label}${URL_MESSAGE}`;
    validators.push((value: unknown) => {
      const links = (Array.isArray(value) ? value.map(String) : String(value ?? '').split(',')).filter(
        (l) => l.trim() !== '',
      );
      return links.every((l) => isSafeUrl(l)) ? undefined : message;
    });
  }
  return validators;
}

/** JSON slots are edited as text and sent as a structure when the text parses. */
const formatJson = (value: unknown) =>
  value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2);
const parseJson = (text: string) => {
  try {
    return text.trim() ? JSON.parse(text) : null;
  } catch {
    return text;
  }
};

const ChoiceInput = ({ field, common }: { field: FieldDef; common: CommonProps }) => {
  const { choices, isPending } = useFieldChoices(field);
  return field.type === 'ids' ? (
    <SelectArrayInput {...common} choices={choices} isPending={isPending} format={splitIds} parse={joinIds} />
  ) : (
    <SelectInput
      {...common}
      choices={choices}
      isPending={isPending}
      format={(value) => (value == null ? '' : String(value))}
      emptyText=""
    />
  );
};

interface CommonProps {
  source: string;
  label: string;
  validate: Validator[];
  readOnly?: boolean;
  defaultValue?: unknown;
  helperText?: false;
}

/** The form input of one declared field, chosen by its type. */
export const FieldInput = ({ field }: { field: FieldDef }) => {
  const label = useFieldLabel()(field);
  const resources = useResourceDefinitions();
  const common: CommonProps = {
    source: field.name,
    label,
    validate: validatorsOf(field),
    readOnly: field.readOnly,
    defaultValue: field.default,
  };
  if (hasChoices(field)) return <ChoiceInput field={field} common={common} />;
  if (UPLOAD_TYPES.has(field.type)) return <UploadInput field={field} label={label} validate={common.validate} />;
  const referenced = field.reference && resources[field.reference] ? field.reference : undefined;
  if (referenced && labelledTargetOf(field))
    return <ReferencePicker field={field} label={label} validate={common.validate} readOnly={field.readOnly} />;
  switch (field.type) {
    case 'text':
      return <TextInput {...common} multiline minRows={3} />;
    case 'int':
      return <NumberInput {...common} step={1} />;
    case 'number':
      return <NumberInput {...common} />;
    case 'date':
      return <DateFieldInput {...common} noPast={field.noPast} />;
    case 'datetime':
      return <DateFieldInput {...common} noPast={field.noPast} withTime />;
    case 'json':
      return (
        <TextInput
          {...common}
          multiline
          minRows={4}
          format={formatJson}
          parse={parseJson}
          sx={{ '& textarea': { fontFamily: 'monospace' } }}
        />
      );
    case 'id':
      return referenced ? (
        <ReferenceInput source={field.name} reference={referenced}>
          <AutocompleteInput label={label} validate={common.validate} readOnly={field.readOnly} />
        </ReferenceInput>
      ) : (
        <TextInput {...common} />
      );
    case 'ids':
      return referenced ? (
        <ReferenceIdsInput
          source={field.name}
          reference={referenced}
          label={label}
          validate={common.validate}
          readOnly={field.readOnly}
        />
      ) : (
        <TextInput {...common} helperText={false} />
      );
    default:
      return <TextInput {...common} />;
  }
};
