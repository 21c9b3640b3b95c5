import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import ar from './locales/ar.js';
import de from './locales/de.js';
import es from './locales/es.js';
import fr from './locales/fr.js';
import ja from './locales/ja.js';
import ptBR from './locales/pt-BR.js';

/**
 * The server's sentences in the party app's languages (docs/product.md "Languages"): each is an
 * English template in ICU MessageFormat, its own message id, formatted with Lingui as the party app
 * formats its texts. A catalog maps the English template to its translation.
 */
export const SENTENCE_LANGUAGES = ['en', 'es', 'de', 'fr', 'pt-BR', 'ja', 'ar'] as const;
export type SentenceLanguage = (typeof SENTENCE_LANGUAGES)[number];

export type SentenceValues = Readonly<Record<string, string | number>>;

export const CATALOGS: Readonly<Record<Exclude<SentenceLanguage, 'en'>, Readonly<Record<string, string>>>> = { es, de, fr, 'pt-BR': ptBR, ja, ar };

const instances = new Map<SentenceLanguage, I18n>();

/**
 * Lingui's instance for a language, its messages compiled once: a catalog when first used, an
 * English template when first filled (Lingui would compile a string message on every call).
 */
function instance(language: SentenceLanguage): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    const catalog = language === 'en' ? {} : Object.fromEntries(Object.entries(CATALOGS[language]).map(([id, text]) => [id, compileMessage(text)]));
    i18n = setupI18n({ locale: language, messages: { [language]: catalog } });
    instances.set(language, i18n);
  }
  return i18n;
}

function english(template: string): I18n {
  const i18n = instance('en');
  if (i18n.messages[template] === undefined) i18n.load('en', { [template]: compileMessage(template) });
  return i18n;
}

/** The template filled in `language`; a template the catalog lacks is filled in English. */
export function sentence(language: SentenceLanguage, template: string, values?: SentenceValues): string {
  const i18n = language === 'en' || CATALOGS[language][template] === undefined ? english(template) : instance(language);
  return i18n._(template, values as Record<string, unknown> | undefined);
}

/**
 * A weight ("q=0.8") as RFC 9110 §12.4.2 spells it: 0 to 1 with at most three decimals. Anything
 * else ("q=-1", "q=2", "q=abc") is not a preference, so it counts as 0 (not acceptable) rather
 * than as the default 1 it would otherwise fall back to.
 */
function quality(param: string): number {
  const value = /^\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/i.exec(param)?.[1];
  return value === undefined ? 0 : Number(value);
}

/**
 * The language of an answer from an Accept-Language header ("es-MX,es;q=0.9,en;q=0.8"): the first
 * by preference that the server speaks (any Spanish is Spanish, any Portuguese Brazilian
 * Portuguese), else English.
 */
export function acceptedLanguage(header: string | string[] | undefined): SentenceLanguage {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'en';
  const ranked = value
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => /^\s*q\s*=/i.test(p));
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : quality(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    const found = SENTENCE_LANGUAGES.find((language) => language.toLowerCase().split('-')[0] === base);
    if (found) return found;
  }
  return 'en';
}
