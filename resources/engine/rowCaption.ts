import type { ResourceDef } from '../types';
import { labelledTargetOf } from './referenceLabels';

type Row = Record<string, unknown>;

/**
 * How a person knows a row where a message names it (a batch's skipped warnings): the names the list
 * shows for what it refers to (its subject, its checkpoint), then its own name (`labelField`); its id
 * only when it has none of these.
 */
export function rowCaption(def: ResourceDef | undefined, row: Row | undefined, id: string): string {
  if (!def || !row) return id;
  const parts: string[] = [];
  for (const field of def.fields) {
    if (field.hideInList || field.serverOnly) continue;
    const ref = labelledTargetOf(field);
    const name = ref ? row[ref.labelAs] : undefined;
    if (typeof name === 'string' && name !== '') parts.push(name);
  }
  const own = def.labelField ? row[def.labelField] : undefined;
  if (own !== undefined && own !== null && own !== '' && !parts.includes(String(own))) parts.push(String(own));
  return parts.length ? parts.join(' ') : id;
}
