import { declarations } from '../../resources/declarationStore';
import { refusalFromData } from '../../resources/lifecycles';

/**
 * A failure's words in the screen's language: the server words failures in Chinese; in English a
 * refusal by a record's state (its `data`: resource, field, state, action) is worded from the same
 * declaration (`Current state is Pending, cannot Publish`), anything else keeps the server's words.
 */
export function failureWords(message: string, body: unknown, locale: string): string {
  if (locale !== 'en' || !body || typeof body !== 'object') return message;
  return refusalFromData(declarations(), (body as { data?: unknown }).data, true) ?? message;
}
