import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';

interface Labelled {
  label: string;
  en?: string;
}

/**
 * The label of a declared state, action or parameter in the current language: its `en` when the
 * web app speaks English and the declaration carries one, else the Chinese label.
 */
export function useDeclaredLabel() {
  const [locale] = useLocaleState();
  return useCallback((item: Labelled) => (locale === 'en' && item.en ? item.en : item.label), [locale]);
}

/** The confirmation of an action in the current language (`confirmEn` beside `confirm`). */
export function useDeclaredConfirm() {
  const [locale] = useLocaleState();
  return useCallback(
    (item: { confirm?: string; confirmEn?: string }) =>
      locale === 'en' && item.confirmEn ? item.confirmEn : item.confirm,
    [locale],
  );
}
