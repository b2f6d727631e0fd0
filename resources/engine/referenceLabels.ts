import { allResources } from '../declarations';
import { labelledReference, type LabelledReference } from '../references';
import type { FieldDef } from '../types';

const byName = new Map(allResources.map((def) => [def.name, def]));

/**
 * The reference a field makes to a declaration that names its rows (`labelField`), with the wire name
 * of the label the server sends beside the id (resources/references.ts); undefined for other fields.
 */
export const labelledTargetOf = (field: FieldDef): LabelledReference | undefined =>
  labelledReference(field, (name) => byName.get(name));

/**
 * The label the server resolved for this field in a row, when the row carries one. A code no row
 * names (a region code outside the table) has none: the code itself is what there is to show.
 */
export function resolvedLabel(field: FieldDef, record: Record<string, unknown> | undefined): string | undefined {
  const ref = labelledTargetOf(field);
  const label = ref && record ? record[ref.labelAs] : undefined;
  if (field.codeOf && label === '') return undefined;
  return typeof label === 'string' ? label : undefined;
}
