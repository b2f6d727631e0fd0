import type { ResourceDef } from '../types';

/**
 * The field that names a row in selects and chips: a searchable text first (account, name), then
 * any text; never a parent id, which says nothing to a person.
 */
export function representationField(def: Pick<ResourceDef, 'fields'>): string | undefined {
  const visible = def.fields.filter((field) => !field.serverOnly);
  const text = (field: (typeof visible)[number]) => field.type === 'string' && !field.dict && !field.choices;
  return (visible.find((field) => field.search && text(field)) ?? visible.find(text) ?? visible[0])?.name;
}

/** Where a record of `def` opens when its declaration names a page of its own (`recordPage`, `:id` filled in). */
export function recordPageOf(def: ResourceDef): ((id: string) => string) | undefined {
  const page = def.recordPage;
  return page ? (id) => page.replace(':id', encodeURIComponent(id)) : undefined;
}
