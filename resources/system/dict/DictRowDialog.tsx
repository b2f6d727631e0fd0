import { useTranslate, type RaRecord } from 'react-admin';
import {
  FieldInput,
  useFieldLabel,
  useResourceDef,
  useValidatorsOf,
  fieldOf,
  RecordFormDialog,
  TreeSelectInput,
  type TreeNode,
} from '../../engine';
import type { FieldDef } from '../../types';
import { dictChildFields, dictChildRequired, dictParentFields } from './fields';

export type DictKind = 'parent' | 'child';

interface Props {
  kind: DictKind;
  /** The row edited, or the starting values of a new one (a child's parentId and code). */
  record: Partial<RaRecord>;
  /** A child's possible parents: the dictionary itself and its entries. */
  parents?: TreeNode[];
  onClose: () => void;
}

/** The form's fields, in the list's order; a child's parent input comes first. */
function formFields(fields: readonly FieldDef[], kind: DictKind): FieldDef[] {
  if (kind === 'parent') return dictParentFields.map((name) => fieldOf(fields, name));
  const names = ['parentId', ...dictChildFields.filter((name) => name !== 'parentId')];
  return names.map((name) => {
    const field = fieldOf(fields, name);
    if (name === 'code') return { ...field, readOnly: true };
    return dictChildRequired[name] ? { ...field, required: dictChildRequired[name] } : field;
  });
}

/** Adds or edits one dictionary row (parent list or child tree list) in a dialog. */
export const DictRowDialog = ({ kind, record, parents, onClose }: Props) => {
  const def = useResourceDef();
  const labelOf = useFieldLabel();
  const validatorsOf = useValidatorsOf();
  const translate = useTranslate();
  const fields = formFields(def.fields, kind);
  const toData = (values: Record<string, unknown>) => {
    const data: Record<string, unknown> = Object.fromEntries(fields.map((field) => [field.name, values[field.name]]));
    if (kind === 'parent') data.parentId = '0';
    return data;
  };
  const name = translate(kind === 'parent' ? 'app.dict.parent' : 'app.dict.child', {
    _: kind === 'parent' ? '字典' : '字典项',
  });
  return (
    <RecordFormDialog record={record} onClose={onClose} name={name} toData={toData} testId={`dict-${kind}-dialog`}>
      {fields.map((field) =>
        field.name === 'parentId' ? (
          <TreeSelectInput
            key={field.name}
            source="parentId"
            label={labelOf(field)}
            nodes={parents}
            validate={validatorsOf(field)}
          />
        ) : (
          <FieldInput key={field.name} field={field} />
        ),
      )}
    </RecordFormDialog>
  );
};
