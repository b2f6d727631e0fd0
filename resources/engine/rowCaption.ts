import type { RaRecord } from 'react-admin';
import type { ResourceDef } from '../types';

/** A caption longer than this is cut (a finding's description): a control's name must stay short to be heard. */
const LONGEST = 40;

/**
 * What a row is called where a control acting on it needs a name (选择 星光网吧, 展开 西湖区): the value of
 * its declaration's `labelField`, on one line and cut to a short length; undefined when the declaration
 * names no such field or the row leaves it empty.
 */
export function rowCaption(def: Pick<ResourceDef, 'labelField'>, record: RaRecord | undefined): string | undefined {
  const value = def.labelField && record ? record[def.labelField] : undefined;
  if (value === undefined || value === null) return undefined;
  const text = String(value).replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return text.length > LONGEST ? `${text.slice(0, LONGEST)}…` : text;
}
