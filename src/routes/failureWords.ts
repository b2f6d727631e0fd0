import { declarations } from '../../resources/declarationStore';
import { refusalFromData } from '../../resources/lifecycles';
import { batchRefusalFromData } from '../../resources/batch-refusal';
import { idempotencyWordsFromData } from '../../resources/idempotency-words';

/**
 * A failure's words in the screen's language: the server words failures in Chinese; in English a
 * refusal the server describes in its `data` is worded from the same declarations: one record's state
 * (`Current state is Pending, cannot publish`) or a refused batch (`2 of the selected cannot complete
 * supervision: TS0001: current state is Pending; …`) or a refused idempotency key. Anything else keeps the
 * server's words.
 */
export function failureWords(message: string, body: unknown, locale: string): string {
  if (locale !== 'en' || !body || typeof body !== 'object') return message;
  const data = (body as { data?: unknown }).data;
  return (
    refusalFromData(declarations(), data, true) ??
    batchRefusalFromData(declarations(), data, true) ??
    idempotencyWordsFromData(data, true) ??
    message
  );
}
