/**
 * The languages of the party app and the back office (docs/product.md "Languages"): one list, read
 * by both by name (frontend/src/i18n/i18n.ts, admin/src/i18n/languages.ts), with no dependency,
 * so the back office loads none of the party app's i18n. Plain TypeScript source, no build step:
 * each app's Vite, Vitest and tsc compile it as their own.
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

/** Where the person's choice is remembered, for both apps. */
export const LANGUAGE_STORAGE_KEY = 'karaoke-party-language';

/** One of our languages for a language tag: "es-MX" is Spanish; any Portuguese is Brazilian Portuguese. */
export function languageOfTag(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  const lower = code.toLowerCase();
  const exact = LANGUAGES.find((language) => language.code.toLowerCase() === lower);
  if (exact) return exact.code;
  const base = lower.split('-')[0];
  return LANGUAGES.find((language) => language.code.toLowerCase().split('-')[0] === base)?.code;
}

export function directionOf(language: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((entry) => entry.code === language)?.dir ?? 'ltr';
}
