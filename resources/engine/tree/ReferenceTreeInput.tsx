import { useFieldLabel, useResourceDef } from '../ResourceDefContext';
import { useValidatorsOf } from '../FieldInput';
import type { BladeParams } from '../../../dataProvider/query';
import { fieldOf } from '../DeclaredFormFields';
import { TreeSelectInput } from './TreeSelectInput';
import type { TreeNode } from './treeNodes';
import { useBladeQuery } from '../useBladeQuery';

interface Props {
  /** The declared field this input edits: its label, rules and default come from the declaration. */
  name: string;
  /** Where the tree comes from: GET `{base of resource}/{path}`. */
  resource: string;
  path: string;
  params?: BladeParams;
  /** Shape rows that are no title nodes (posts) into `{id, title}`. */
  toNodes?: (rows: unknown) => TreeNode[];
  multiple?: boolean;
  /** Blade's top level ('0') shown under this name when nothing is picked. */
  topLabel?: string;
}

/** A declared reference field (parent, roles, depts, posts) picked from a server tree or select. */
export const ReferenceTreeInput = ({ name, resource, path, params, toNodes, multiple, topLabel }: Props) => {
  const def = useResourceDef();
  const labelOf = useFieldLabel();
  const validatorsOf = useValidatorsOf();
  const field = fieldOf(def.fields, name);
  const { data, isPending } = useBladeQuery<unknown>(resource, path, params);
  const nodes = toNodes ? toNodes(data ?? []) : (data as TreeNode[] | undefined);
  return (
    <TreeSelectInput
      source={field.name}
      label={labelOf(field)}
      nodes={nodes}
      isPending={isPending}
      multiple={multiple}
      validate={validatorsOf(field)}
      readOnly={field.readOnly}
      defaultValue={field.default === undefined ? undefined : String(field.default)}
      emptyValue={topLabel ? '0' : ''}
      emptyLabel={topLabel}
    />
  );
};
