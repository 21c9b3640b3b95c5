import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { extractMessages, MESSAGES_FILE, placeholdersOf } from '../../../scripts/i18n-messages.mjs';
import { LANGUAGES } from './i18n';

const extracted = extractMessages();

/** The values a compiled message reads: its placeholders, also inside plural and select forms. */
function namesIn(compiled: unknown): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , forms] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      if (forms && typeof forms === 'object') Object.values(forms).forEach(walk);
    }
  };
  walk(compiled);
  return [...names].sort();
}
const listed: string[] = JSON.parse(readFileSync(MESSAGES_FILE, 'utf8'));
const catalog = (code: string): Record<string, string> => JSON.parse(readFileSync(path.join(import.meta.dirname, 'locales', `${code}.json`), 'utf8'));

describe('the messages and their catalogs (docs/product.md "Languages")', () => {
  it('finds every text the app shows as a literal in t() or msg()', () => {
    expect(extracted.problems).toEqual([]);
    expect(extracted.messages.length).toBeGreaterThan(300);
  });

  it('lists them in messages.json as the code has them (npm run i18n:messages)', () => {
    expect(listed).toEqual(extracted.messages);
  });

  describe.each(LANGUAGES.filter((language) => language.code !== 'en'))('$name ($code)', ({ code }) => {
    const texts = catalog(code);
    it('translates every message, and nothing else', () => {
      expect(Object.keys(texts).filter((id) => !listed.includes(id))).toEqual([]);
      expect(listed.filter((id) => typeof texts[id] !== 'string' || texts[id].trim() === '')).toEqual([]);
    });
    it('keeps every placeholder, and each translation compiles as ICU MessageFormat', () => {
      // Compiled, so a placeholder an apostrophe turned into quoted text ('{title}') counts as lost.
      const broken = listed.filter((id) => {
        try {
          return JSON.stringify(namesIn(compileMessage(texts[id] ?? ''))) !== JSON.stringify(placeholdersOf(id));
        } catch {
          return true;
        }
      });
      expect(broken).toEqual([]);
    });
  });
});
