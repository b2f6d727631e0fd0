import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { getStore, setStore, STORE } from '../authProvider/session';
import { enMessages } from './en';
import { zhMessages } from './zh';

const MESSAGES: Record<string, TranslationMessages> = { zh: zhMessages, en: enMessages };

export const DEFAULT_LOCALE = 'zh';

export const LOCALES = [
  { locale: 'zh', name: '中文' },
  { locale: 'en', name: 'English' },
];

/**
 * Polyglot gives Chinese a single plural form, which would show "已删除" for ten rows; our Chinese
 * texts carry "one |||| many" forms like English, so both languages pick them the same way.
 */
const pluralRules = {
  pluralTypes: { oneOther: (count: number) => (count === 1 ? 0 : 1) },
  pluralTypeToLanguages: { oneOther: ['zh', 'en'] },
};

const storedLocale = (): string => {
  const stored = getStore<string>({ name: STORE.language });
  return stored && stored in MESSAGES ? stored : DEFAULT_LOCALE;
};

const messagesOf = (locale: string) => MESSAGES[locale] ?? MESSAGES[DEFAULT_LOCALE];

/** A fresh provider reading the stored language now (tests build their own). */
export function createI18nProvider(): I18nProvider {
  const polyglot = polyglotI18nProvider(messagesOf, storedLocale(), LOCALES, { pluralRules });
  return {
    ...polyglot,
    changeLocale: async (locale, options) => {
      await polyglot.changeLocale(locale, options);
      setStore({ name: STORE.language, content: locale });
    },
  };
}

export const i18nProvider = createI18nProvider();
