import { i18n } from '@lingui/core';
import { useEffect, useSyncExternalStore } from 'react';
import { directionOf, type Language, LANGUAGE_STORAGE_KEY, languageOfTag } from '@karaoke-party/languages';

/**
 * Every text of the party app goes through Lingui (docs/product.md "Languages"). English is the
 * source: each English text is its own message id, written where it is shown, so English reads
 * exactly as the SPEC says and costs no catalog. Another language is a JSON catalog (English →
 * translation, in ICU MessageFormat) loaded on demand with the ICU compiler, so the guest's first
 * download holds only Lingui's runtime (docs/performance.md §5, the guest's budget).
 */
export { LANGUAGES, LANGUAGE_STORAGE_KEY, type Language, directionOf } from '@karaoke-party/languages';
/**
 * A test language, never in the menu: every English text 40 % longer and accented, to find
 * layouts that clip or overlap before a real translation does. Chosen by storing its code.
 */
export const PSEUDO = 'en-XA';

/** A compiled message: text, {placeholders}, and plural forms by category (Lingui's runtime format). */
type Compiled = (string | [string] | [string, 'plural', Record<string, Compiled>])[];

/** Text, {placeholders} and # (the count, inside a plural's form; itself elsewhere). */
const compilePlain = (text: string): Compiled =>
  text.split(/\{(\w+)\}|(#)/).flatMap((part, index): Compiled => (part ? [index % 3 === 1 ? [part] : part] : []));

/**
 * English messages have {name} placeholders and, for a count, one level of
 * `{count, plural, one {# song} other {# songs}}` whose forms hold only placeholders: compiled
 * here without the ICU compiler; Lingui's runtime picks the form with Intl.PluralRules.
 */
export function compileSource(message: string): Compiled {
  return message
    .split(/(\{\w+, plural,(?:[^{}]|\{(?:[^{}]|\{\w+\})*\})*\})/)
    .flatMap((part, index): Compiled =>
      index % 2
        ? [
            [
              /\w+/.exec(part)![0],
              'plural',
              Object.fromEntries([...part.matchAll(/(\w+) \{((?:[^{}]|\{\w+\})*)\}/g)].map(([, form, text]) => [form, compilePlain(text)])),
            ],
          ]
        : compilePlain(part),
    );
}

i18n.setMessagesCompiler(compileSource);
i18n.loadAndActivate({ locale: 'en', messages: {} });

/** Unicode's first-strong isolate and its end (FSI, PDI): a text between them keeps its own direction. */
export const ISOLATE = { start: '\u2068', end: '\u2069' } as const;

/**
 * The text in the language shown now; `values` fill its {placeholders}. In a right-to-left
 * language each text value is isolated (FSI…PDI), so a Latin name or title keeps its own order
 * and does not drag the sentence's punctuation with it ("مرحبًا بك في Bash!", never "!Bash").
 * Numbers stay numbers (plural rules read them).
 */
export function t(message: string, values?: Record<string, unknown>): string {
  if (!values || directionOf(i18n.locale) !== 'rtl') return i18n._(message, values);
  const isolated: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) isolated[name] = typeof value === 'string' ? `${ISOLATE.start}${value}${ISOLATE.end}` : value;
  return i18n._(message, isolated);
}

/**
 * Marks an English text kept in a constant for translation where it is shown (`t(constant)`):
 * a constant is made once, before the language is known, so it holds the English id only.
 */
export function msg<T extends string>(message: T): T {
  return message;
}

/**
 * The locale for dates and numbers (`toLocaleString(locale())`): the phone's own variant of the
 * language shown (en-GB dates for a British phone in English), else the language itself.
 */
export function locale(): string {
  const shown = i18n.locale === PSEUDO ? 'en' : i18n.locale;
  const base = shown.split('-')[0].toLowerCase();
  const phone = typeof navigator === 'undefined' ? [] : (navigator.languages ?? []);
  return phone.find((code) => code.toLowerCase().split('-')[0] === base) ?? shown;
}

export function languageOf(code: string | null | undefined): Language | typeof PSEUDO | undefined {
  return code === PSEUDO ? PSEUDO : languageOfTag(code);
}

/** The person's choice (the language menu), else the first of the phone's languages we speak, else English. */
export function preferredLanguage(): Language | typeof PSEUDO {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage blocked: the phone's languages decide.
  }
  const chosen = languageOf(stored);
  if (chosen) return chosen;
  const phone = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const code of phone) {
    const language = languageOf(code);
    if (language && language !== PSEUDO) return language;
  }
  return 'en';
}

const catalogs = import.meta.glob<{ default: Record<string, string> }>('./locales/*.json');

/** Shows the app in `language`: its catalog loaded and compiled once, the page's lang and dir set. */
export async function activateLanguage(language: Language | typeof PSEUDO): Promise<void> {
  if (language === PSEUDO) {
    // The test language's accenting loads with it: no guest downloads it.
    const { pseudoLocalize } = await import('./pseudo');
    i18n.setMessagesCompiler((message) => compileSource(pseudoLocalize(message)));
    i18n.load(PSEUDO, {});
  } else {
    i18n.setMessagesCompiler(compileSource);
    if (!loaded.has(language)) {
      const load = catalogs[`./locales/${language}.json`];
      if (!load) throw new Error(`No catalog for ${language}`);
      // A right-to-left language's mirrored styles load beside its catalog (app/theme.tsx).
      // So do the words other modules say only in other languages (loadWithCatalogs).
      const [{ default: catalog }, { compileCatalog }] = await Promise.all([
        load(),
        import('./compile-catalog'),
        directionOf(language) === 'rtl' ? import('./rtl-cache') : undefined,
        ...withCatalogs.map((loadWords) => loadWords()),
      ]);
      i18n.load(language, compileCatalog(catalog));
      loaded.add(language);
    }
  }
  i18n.activate(language);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }
}

const loaded = new Set<Language>(['en']);

/** What loads beside a catalog other than English (loadWithCatalogs). */
const withCatalogs: (() => Promise<unknown>)[] = [];

/**
 * Loads `loadWords` beside every catalog other than English (the order reasons' words: English
 * reads them as the server sends them, so an English phone never downloads them). Registered after
 * such a catalog loaded (a screen loaded later), it loads now and the screens draw again.
 */
export function loadWithCatalogs(loadWords: () => Promise<unknown>): void {
  withCatalogs.push(loadWords);
  // (Also when the phone shows English now: a catalog already loaded is not loaded again.)
  if (loaded.size > 1) {
    void loadWords().then(
      () => i18n.activate(i18n.locale),
      () => undefined,
    );
  }
}

/** Chooses a language from the menu: remembered on this phone, shown at once. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembered; shown all the same.
  }
  await activateLanguage(language);
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);

/** The language shown now; a component using it draws again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(
    subscribe,
    () => i18n.locale as Language,
    () => 'en',
  );
}

export { i18n };

/**
 * A screen every guest reads at once (the stage, the board) in the room's language when its host
 * set one, for this page only: the person's own choice is left as it was.
 */
export function useRoomLanguage(language: Language | null | undefined): void {
  useEffect(() => {
    if (language && language !== i18n.locale) activateLanguage(language).catch(() => undefined);
  }, [language]);
}
