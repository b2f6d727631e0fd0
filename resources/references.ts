import type { FieldDef, ResourceDef } from './types';

/**
 * Reference fields as both sides read them: which fields carry a resolved label (the server fills it
 * in lists and details, the web app shows it), and which declarations point at a resource (the tabs
 * of its show page). Pure data rules: no React, no server code.
 */

/**
 * The wire name of a reference's resolved label: `labelAs`, else the name without a trailing `Id`
 * (or `Ids`) plus `Name` (deptId → deptName, enforcerId → enforcerName, pauseUser → pauseUserName).
 */
export function labelNameOf(field: Pick<FieldDef, 'name' | 'labelAs'>): string {
  return field.labelAs ?? `${field.name.replace(/Ids?$/, '')}Name`;
}

/** A reference field whose target names its rows: the server resolves `labelAs` from `labelField`. */
export interface LabelledReference {
  field: FieldDef;
  target: ResourceDef;
  /** The target's field holding the name (`deptName`). */
  labelField: string;
  /** The wire field of the resolved name on the referring row (`deptName`, `pauseUserName`). */
  labelAs: string;
  /** The target's field the referring value names: `id`, or the `codeField` of a `codeOf` code. */
  keyField: string;
}

/**
 * The labelled references of a declaration. A target without `labelField` has no name to show (menus,
 * dictionaries keep their own screens); a label that would overwrite a declared field is not resolved,
 * since the stored column is what the row says.
 */
export function labelledReferences(
  def: ResourceDef,
  targetOf: (name: string) => ResourceDef | undefined,
): LabelledReference[] {
  const own = new Set(def.fields.map((field) => field.name));
  return def.fields
    .map((field) => labelledReference(field, targetOf))
    .filter((ref): ref is LabelledReference => !!ref && !own.has(ref.labelAs));
}

/**
 * One field's labelled reference: an `id`/`ids` reference, or a `codeOf` code, to a target with a
 * `labelField` (a code's target also declares the `codeField` it is looked up by).
 */
export function labelledReference(
  field: FieldDef,
  targetOf: (name: string) => ResourceDef | undefined,
): LabelledReference | undefined {
  if (field.serverOnly) return undefined;
  if (field.codeOf) {
    const target = targetOf(field.codeOf);
    if (!target?.labelField || !target.codeField) return undefined;
    return { field, target, labelField: target.labelField, labelAs: labelNameOf(field), keyField: target.codeField };
  }
  if ((field.type !== 'id' && field.type !== 'ids') || !field.reference) return undefined;
  const target = targetOf(field.reference);
  if (!target?.labelField) return undefined;
  return { field, target, labelField: target.labelField, labelAs: labelNameOf(field), keyField: 'id' };
}

/** A tab of a show page: the records of `resource` whose `field` holds the shown record's id. */
export interface RelatedTab {
  resource: ResourceDef;
  field: FieldDef;
}

/**
 * The declarations pointing at `def`, as tabs of its show page: every reference field aimed at it, in
 * declaration order, unless `def.relatedTabs` is false (none) or names the resources to show (in that
 * order). A tree's own parent link is no tab (the tree list shows children).
 */
export function relatedTabsOf(def: ResourceDef, all: readonly ResourceDef[]): RelatedTab[] {
  if (def.relatedTabs === false) return [];
  const wanted = Array.isArray(def.relatedTabs) ? new Set(def.relatedTabs) : undefined;
  const tabs: RelatedTab[] = [];
  for (const resource of all) {
    if (wanted && !wanted.has(resource.name)) continue;
    for (const field of resource.fields) {
      if (field.reference !== def.name || (field.type !== 'id' && field.type !== 'ids') || field.serverOnly) continue;
      if (resource.name === def.name && field.name === 'parentId') continue;
      tabs.push({ resource, field });
    }
  }
  const order = Array.isArray(def.relatedTabs) ? def.relatedTabs : [];
  return wanted ? tabs.sort((a, b) => order.indexOf(a.resource.name) - order.indexOf(b.resource.name)) : tabs;
}
