import { useLocaleState } from 'react-admin';
import { type Language, LANGUAGE_STORAGE_KEY, languageOfTag } from '@karaoke-party/languages';

// The back office speaks the party app's languages, from the two apps' one list (docs/product.md "Languages").
export { directionOf, LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from '@karaoke-party/languages';
export const languageOf = languageOfTag;

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
export function setAnswerLanguage(language: string): void {
  shown = languageOf(language) ?? 'en';
}

/** Fetch options with the language shown added to their headers. */
export function inAnswerLanguage<T extends RequestInit>(options: T): T & { headers: Headers } {
  const headers = new Headers(options.headers);
  headers.set('Accept-Language', shown);
  return { ...options, headers };
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
