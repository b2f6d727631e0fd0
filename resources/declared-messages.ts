import type { FieldDef } from './types';
import { URL_MESSAGE } from './types';

/**
 * A declared field's validation messages in both languages. The Chinese one is the declaration's text
 * exactly as written (docs/spec.md §5); the English one is read off the same declaration: the kind of
 * request the Chinese message makes (请输入 enter, 请选择 select, 请上传 upload) applied to the field's
 * English label (`en`, else its name spelt out). Plain data, no React: the forms show the one of
 * the user's language (`useValidatorsOf` in resources/engine/FieldInput.tsx).
 */
export interface Bilingual {
  zh: string;
  en: string;
}

/** `timeLimit` → `time limit`: a field without an English label still reads as words. */
const spelt = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** The field's English label as it sits inside a sentence. */
export const englishLabelOf = (field: Pick<FieldDef, 'name' | 'en'>) => {
  const label = field.en?.split('||||')[0].trim() || spelt(field.name);
  // Lower-case a leading word, not an abbreviation (ID, URL, NFC).
  return /^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label;
};

const REQUESTS: Array<[prefix: string, english: string]> = [
  ['请输入', 'Please enter'],
  ['请填写', 'Please enter'],
  ['请选择', 'Please select'],
  ['请上传', 'Please upload'],
];

/** The message of a missing required value. */
export function requiredMessage(field: Pick<FieldDef, 'name' | 'en' | 'required'>): Bilingual {
  const zh = field.required ?? '';
  const label = englishLabelOf(field);
  const request = REQUESTS.find(([prefix]) => zh.startsWith(prefix));
  const en = request ? `${request[1]} ${label}` : `${label[0].toUpperCase()}${label.slice(1)} is required`;
  return { zh, en };
}

/** The message of a value its declared pattern refuses. */
export const patternMessage = (field: Pick<FieldDef, 'name' | 'en'>, zh: string): Bilingual => ({
  zh,
  en: `The ${englishLabelOf(field)} is not in the expected format`,
});

/** The message of a link that is not http(s). */
export const urlMessage = (field: Pick<FieldDef, 'name' | 'en' | 'label'>): Bilingual => ({
  zh: `${field.label}${URL_MESSAGE}`,
  en: `The ${englishLabelOf(field)} must be a link starting with http:// or https://`,
});
