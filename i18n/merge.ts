import type { TranslationMessages } from 'react-admin';

type Messages = TranslationMessages | Record<string, unknown>;

const isBranch = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Deep merge of message trees; later trees win leaf by leaf. */
export function mergeMessages<T extends Messages>(base: T, ...overrides: Messages[]): T {
  const merged: Record<string, unknown> = { ...base };
  for (const override of overrides) {
    for (const [key, value] of Object.entries(override)) {
      merged[key] = isBranch(value) && isBranch(merged[key]) ? mergeMessages(merged[key] as Messages, value) : value;
    }
  }
  return merged as T;
}
