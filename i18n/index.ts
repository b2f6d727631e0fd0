import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { getStore, setStore, STORE } from '../authProvider/session';
import { zhMessages } from './zh';
import { resourceMessagesZh } from './resources';
import { loadDeclarations } from '../resources/declarationStore';

/**
 * Chinese, the default, is bundled; English is a chunk of its own, loaded when a user switches to it
 * (or before the app renders, for a user who chose it earlier: `prepareLocale`), so the login page of
 * the default language does not carry a second language's texts.
 */
const MESSAGES: Record<string, TranslationMessages> = { zh: zhMessages };
const LOADERS: Record<string, () => Promise<TranslationMessages>> = {
  en: () => import('./en').then((m) => m.enMessages),
};

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
  return stored && (stored in MESSAGES || stored in LOADERS) ? stored : DEFAULT_LOCALE;
};

async function load(locale: string): Promise<TranslationMessages> {
  if (!MESSAGES[locale]) MESSAGES[locale] = await LOADERS[locale]();
  return MESSAGES[locale];
}

/** The messages of a language: at once when loaded, else a promise (react-admin waits for it). */
const messagesOf = (locale: string): TranslationMessages | Promise<TranslationMessages> =>
  MESSAGES[locale] ?? (LOADERS[locale] ? load(locale) : MESSAGES[DEFAULT_LOCALE]);

let screens: Promise<void> | undefined;

/**
 * The signed-in screens' Chinese texts (i18n/screens.zh.ts) and the resources' labels (from their
 * declarations) merged into the Chinese messages, and the provider re-reading its language so it sees
 * them. Called as the signed-in shell loads, once. (English is a chunk of its own and carries both.)
 */
export function loadScreenMessages(provider: I18nProvider): Promise<void> {
  screens ??= Promise.all([import('./screens.zh'), loadDeclarations()]).then(async ([{ screensZh }, defs]) => {
    MESSAGES.zh = {
      ...MESSAGES.zh,
      app: { ...(MESSAGES.zh.app as object), ...screensZh },
      resources: resourceMessagesZh(defs),
    };
    if (provider.getLocale() === 'zh') await provider.changeLocale('zh');
  });
  return screens;
}

/** Loads the stored language's messages when they are not bundled; call before the app first renders. */
export async function prepareLocale(): Promise<void> {
  const locale = storedLocale();
  if (!MESSAGES[locale]) await load(locale).catch(() => undefined);
}

/**
 * A fresh provider reading the stored language now (tests build their own). A stored language whose
 * messages are not loaded yet (prepareLocale failed) starts in the default one.
 */
export function createI18nProvider(): I18nProvider {
  const stored = storedLocale();
  const polyglot = polyglotI18nProvider(messagesOf, MESSAGES[stored] ? stored : DEFAULT_LOCALE, LOCALES, {
    pluralRules,
  });
  return {
    ...polyglot,
    changeLocale: async (locale, options) => {
      await polyglot.changeLocale(locale, options);
      setStore({ name: STORE.language, content: locale });
    },
  };
}

let shared: I18nProvider | undefined;
/** The app's provider, made on first use: after `prepareLocale` has loaded the stored language. */
export const appI18nProvider = (): I18nProvider => (shared ??= createI18nProvider());
