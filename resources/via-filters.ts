import type { FieldDef, ResourceDef, ViaFilter } from './types';

/** A declared via filter with what both sides need of it. */
export interface ResolvedViaFilter {
  filter: ViaFilter;
  /** The reference field of the listed resource (`subjectId`). */
  via: FieldDef;
  /** The declaration it points at (subject). */
  target: ResourceDef;
  /** The target's field as a filter of this list: its label, type, choices and operators, under the filter's name. */
  field: FieldDef;
}

/**
 * The via filters of a declaration, resolved against the declarations (`targetOf` by resource name).
 * A filter that names no `id` reference, or a target field that is not filterable, is a declaration
 * mistake: it throws, so the first list read (and the declaration test) names it.
 */
export function viaFiltersOf(
  def: ResourceDef,
  targetOf: (name: string) => ResourceDef | undefined,
): ResolvedViaFilter[] {
  return (def.viaFilters ?? []).map((filter) => {
    const via = def.fields.find((f) => f.name === filter.via);
    if (!via || via.type !== 'id' || !via.reference)
      throw new Error(`${def.name}.viaFilters ${filter.name}: ${filter.via} is no id reference`);
    const target = targetOf(via.reference);
    const field = target?.fields.find((f) => f.name === filter.field);
    if (!target || !field?.filter || field.serverOnly || field.masked)
      throw new Error(`${def.name}.viaFilters ${filter.name}: ${via.reference}.${filter.field} is not filterable`);
    if (def.fields.some((f) => f.name === filter.name))
      throw new Error(`${def.name}.viaFilters ${filter.name}: a field has that name`);
    return {
      filter,
      via,
      target,
      field: { ...field, name: filter.name, required: undefined, readOnly: true, hideInList: true },
    };
  });
}
