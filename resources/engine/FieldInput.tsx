import {
  AutocompleteInput,
  maxLength,
  NumberInput,
  ReferenceInput,
  required,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useLocaleState,
  useResourceDefinitions,
  type Validator,
} from 'react-admin';
import { useCallback } from 'react';
import { isSafeUrl, UPLOAD_TYPES, type FieldDef } from '../types';
import { patternMessage, requiredMessage, urlMessage, type Bilingual } from '../declared-messages';
import { DateFieldInput } from './DateInputs';
import { UploadInput } from './upload/UploadInput';
import { joinIds, splitIds } from './referenceIds';
import { ReferenceIdsInput } from './ReferenceIdsInput';
import { ReferencePicker } from './ReferencePicker';
import { labelledTargetOf } from './referenceLabels';
import { useFieldLabel } from './ResourceDefContext';
import { hasChoices, useFieldChoices } from './useDictionary';

/**
 * Validators of a field in the app's language (`useLocaleState`): the declaration's Chinese message
 * exactly as written (docs/spec.md §5), or its English one (resources/declared-messages.ts).
 */
export function declaredValidators(field: FieldDef, locale: string): Validator[] {
  const validators: Validator[] = [];
  const declared = (message: Bilingual) => (locale === 'en' ? message.en : message.zh);
  if (field.required) validators.push(required(declared(requiredMessage(field))));
  if (field.maxLength && ['string', 'text'].includes(field.type)) validators.push(maxLength(field.maxLength));
  const pattern = field.pattern;
  if (pattern) {
    const re = new RegExp(pattern.source);
    const message = declared(patternMessage(field, pattern.message));
    validators.push((value: unknown) =>
      value == null || value === '' || re.test(String(value)) ? undefined : message,
    );
  }
  // Spec §5 URL check (http/https), as the server checks it: links are shown as images and anchors.
  if (field.url || UPLOAD_TYPES.has(field.type)) {
    const message = declared(urlMessage(field));
    validators.push((value: unknown) => {
      const links = (Array.isArray(value) ? value.map(String) : String(value ?? '').split(',')).filter(
        (l) => l.trim() !== '',
      );
      return links.every((l) => isSafeUrl(l)) ? undefined : message;
    });
  }
  return validators;
}

/** `validatorsOf(field)`: a field's validators in the app's current language. */
export function useValidatorsOf() {
  const [locale] = useLocaleState();
  return useCallback((field: FieldDef) => declaredValidators(field, locale), [locale]);
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
  const validatorsOf = useValidatorsOf();
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
