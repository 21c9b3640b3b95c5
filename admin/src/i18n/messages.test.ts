import { describe, expect, it } from 'vitest';
import en from './en';
import { getMessages } from './i18nProvider';
import { LANGUAGES } from './languages';

type Tree = { [key: string]: string | Tree };

/** Every text's key, dotted ("kp.users.kick"), with its text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();
const english = flatten(en as unknown as Tree);

/** The back office's sources, to find the keys they use. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./**'], { query: '?raw', import: 'default', eager: true });

describe("the back office's messages", () => {
  it('has every key the code uses, in English', () => {
    const used = new Set<string>();
    for (const source of Object.values(sources)) {
      for (const [, key] of source.matchAll(/['"`]((?:kp|ra|resources)\.[\w.]+\w)['"`]/g)) used.add(key);
    }
    expect(used.size).toBeGreaterThan(150);
    expect([...used].filter((key) => !english.has(key))).toEqual([]);
  });

  it("has a label for every field the users' and rooms' screens show or filter on", () => {
    const missing: string[] = [];
    for (const [path, source] of Object.entries(sources)) {
      const resource = /\/(users|rooms)\//.exec(path)?.[1];
      if (!resource) continue;
      for (const [, field] of source.matchAll(/source="(\w+)"/g)) {
        if (field !== 'q' && !english.has(`resources.${resource}.fields.${field}`)) missing.push(`${resource}.${field}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES.filter(({ code }) => code !== 'en').map(({ code }) => code))(
    '%s has exactly the English keys, each translated, with its placeholders',
    async (code) => {
      const messages = flatten((await getMessages(code)) as unknown as Tree);
      expect([...english.keys()].filter((key) => !messages.has(key))).toEqual([]);
      expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
      const wrong = [...english]
        .filter(([key]) => messages.has(key))
        .filter(([key, text]) => {
          const translated = messages.get(key)!;
          const mine = placeholders(translated);
          const theirs = placeholders(text);
          // react-admin's own packs (even the official French one) may leave a name out ("Aucun
          // résultat"); none may bring a placeholder react-admin does not fill. Ours keep them all.
          const placeholdersWrong = key.startsWith('ra.') ? mine.some((token) => !theirs.includes(token)) : mine.join() !== theirs.join();
          return (text.trim() !== '' && translated.trim() === '') || placeholdersWrong;
        })
        .map(([key, text]) => `${key}: ${text} ≠ ${messages.get(key)}`);
      expect(wrong).toEqual([]);
    },
  );
});
