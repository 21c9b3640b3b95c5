import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import en, { type AdminMessages } from './en';
import { LANGUAGES, type Language } from './languages';

/** Every language but English is its own chunk, loaded the first time it is shown. */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: AdminMessages }>> = {
  es: () => import('./messages/es'),
  de: () => import('./messages/de'),
  fr: () => import('./messages/fr'),
  'pt-BR': () => import('./messages/pt-BR'),
  ja: () => import('./messages/ja'),
  ar: () => import('./messages/ar'),
};

/** A language's messages: English at once (the back office starts in it), any other on demand. */
export function getMessages(locale: string): TranslationMessages | Promise<TranslationMessages> {
  const load = LOADERS[locale as Exclude<Language, 'en'>];
  return load ? load().then((module) => module.default as TranslationMessages) : (en as TranslationMessages);
}

/**
 * react-admin's i18nProvider for the back office: polyglot, starting in English; the language
 * shown is react-admin's store's `locale` (set at start from the party app's choice, App.tsx), and
 * the app bar's language menu lists LANGUAGES. A missing key shows as itself, never silently in
 * English (the messages' test keeps every language complete).
 */
export const createI18nProvider = (): I18nProvider =>
  polyglotI18nProvider(
    getMessages,
    'en',
    LANGUAGES.map(({ code, name }) => ({ locale: code, name })),
    { allowMissing: true },
  );
