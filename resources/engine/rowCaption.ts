import type { RaRecord } from 'react-admin';
import type { ResourceDef } from '../types';
import { representationField } from './representation';

/** A caption longer than this is cut (a finding's description): a control's name must stay short to be heard. */
const LONGEST = 40;

/**
 * What a row is called where a control acting on it needs a name (选择 星光网吧, 展开 西湖区): the value of
 * its declaration's `labelField`, else of the text field that represents its rows in selects (a dictionary's
 * code, a test's institution), on one line and cut to a short length; undefined when there is no such
 * field or the row leaves it empty.
 */
export function rowCaption(
  def: Pick<ResourceDef, 'labelField' | 'fields'>,
  record: RaRecord | undefined,
): string | undefined {
  const field = def.labelField ?? textRepresentation(def);
  const value = field && record ? record[field] : undefined;
  if (value === undefined || value === null) return undefined;
  const text = String(value).replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return text.length > LONGEST ? `${text.slice(0, LONGEST)}…` : text;
}

/** The representing field when it holds words (an id or a reference would name the row by a number). */
function textRepresentation(def: Pick<ResourceDef, 'fields'>): string | undefined {
  const name = representationField(def);
  const field = def.fields.find((f) => f.name === name);
  return field?.type === 'string' && !field.reference ? name : undefined;
}
