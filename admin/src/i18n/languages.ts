import { useLocaleState } from 'react-admin';

/**
 * The back office speaks the party app's languages (frontend/src/i18n/i18n.ts, docs/product.md
 * "Languages"), in the same order and with the same names in the language menu.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];

/** Where the party app remembers the person's language; the back office reads and writes the same choice. */
export const LANGUAGE_STORAGE_KEY = 'karaoke-party-language';

/** One of our languages for a language tag: "es-MX" is Spanish; any Portuguese is Brazilian Portuguese. */
export function languageOf(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  const lower = code.toLowerCase();
  const exact = LANGUAGES.find((language) => language.code.toLowerCase() === lower);
  if (exact) return exact.code;
  const base = lower.split('-')[0];
  return LANGUAGES.find((language) => language.code.toLowerCase().split('-')[0] === base)?.code;
}

/** The choice made in the party app or here, else the first of the browser's languages we speak, else English. */
export function preferredLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage blocked: the browser's languages decide.
  }
  const chosen = languageOf(stored);
  if (chosen) return chosen;
  const browser = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const code of browser) {
    const language = languageOf(code);
    if (language) return language;
  }
  return 'en';
}

/** Remembers a choice made in the back office's language menu, for the party app too. */
export function rememberLanguage(language: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered beyond react-admin's own store; shown all the same.
  }
}

let shown: Language = 'en';

/**
 * The language shown, sent as every API request's Accept-Language so the server's refusals come in it
 * (docs/product.md "Languages"), whatever the browser's own header says.
 */
export function answerLanguage(): Language {
  return shown;
}

export function setAnswerLanguage(language: string): void {
  shown = languageOf(language) ?? 'en';
}

/** Fetch options with the language shown added to their headers. */
export function inAnswerLanguage<T extends RequestInit>(options: T): T & { headers: Headers } {
  const headers = new Headers(options.headers);
  headers.set('Accept-Language', shown);
  return { ...options, headers };
}

export function directionOf(language: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((entry) => entry.code === language)?.dir ?? 'ltr';
}

/**
 * The locale for dates and numbers: the browser's own variant of the language shown (en-GB dates
 * for a British browser in English, es-MX for a Mexican one), else the language itself.
 */
export function intlLocale(language: string): string {
  const base = language.split('-')[0].toLowerCase();
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  return browser.find((code) => code.toLowerCase().split('-')[0] === base) ?? language;
}

/** The Intl locale of the language shown now; a component using it draws again when it changes. */
export function useIntlLocale(): string {
  const [language] = useLocaleState();
  return intlLocale(language);
}
