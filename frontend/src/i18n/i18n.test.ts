import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { activateLanguage, chooseLanguage, compileSource, LANGUAGE_STORAGE_KEY, preferredLanguage, t } from './i18n';
import { pseudoLocalize } from './pseudo';

afterEach(async () => {
  localStorage.clear();
  vi.restoreAllMocks();
  await activateLanguage('en');
});

describe('languages', () => {
  it('shows English as written, placeholders filled, without the ICU compiler', () => {
    expect(compileSource('Welcome to {name}!')).toEqual(['Welcome to ', ['name'], '!']);
    expect(t('Welcome to {name}!', { name: "Sam's birthday" })).toBe("Welcome to Sam's birthday!");
    expect(t('Not in any catalog')).toBe('Not in any catalog');
  });

  it('counts through plural forms: in English without the ICU compiler (compiled alike), in Arabic in its six', async () => {
    const songs = '{count, plural, one {# song} other {# songs}}';
    const yours = "{count, plural, one {Your song '{title}' was in it.} other {Your # songs were in it.}}";
    const rooms = '{open, plural, one {# room open at once} other {# rooms open at once}}, {perDay, plural, one {# new room a day} other {# new rooms a day}}';
    for (const message of [songs, rooms, 'Rooms last {count, plural, one {# hour} other {# hours}}'])
      expect(compileSource(message)).toEqual(compileMessage(message));
    expect([0, 1, 2].map((count) => t(songs, { count }))).toEqual(['0 songs', '1 song', '2 songs']);
    expect(t(yours, { count: 1, title: 'Hey Jude' })).toBe("Your song 'Hey Jude' was in it.");
    expect(t(yours, { count: 3, title: 'Hey Jude' })).toBe('Your 3 songs were in it.');
    expect(t(rooms, { open: 1, perDay: 5 })).toBe('1 room open at once, 5 new rooms a day');
    // The test language keeps the plural's syntax: only the words are accented.
    expect(pseudoLocalize(songs)).toMatch(/^\{count, plural, one \{# söñg\} other \{# söñgs\}\} ~+$/);
    // Padded by 40 % of the longest form people read ("# songs", 7 characters: 3), not of the source.
    expect(pseudoLocalize(songs)).toBe('{count, plural, one {# söñg} other {# söñgs}} ~~');
    await activateLanguage('ar');
    const arabic = [0, 1, 2, 3, 11, 100].map((count) => t(songs, { count }));
    expect(new Set(arabic).size).toBe(6);
  });

  it('follows the phone, unless the person chose in the menu', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX', 'en']);
    expect(preferredLanguage()).toBe('es');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-PT']);
    expect(preferredLanguage()).toBe('pt-BR');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ko', 'ja-JP']);
    expect(preferredLanguage()).toBe('ja');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ko']);
    expect(preferredLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(preferredLanguage()).toBe('de');
  });

  it('loads a language on demand, remembers the choice, and lays Arabic right to left', async () => {
    await chooseLanguage('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.dir).toBe('ltr');
    expect(t('Welcome to {name}!', { name: 'Fiesta' })).not.toBe('Welcome to Fiesta!');
    expect(t('Welcome to {name}!', { name: 'Fiesta' })).toContain('Fiesta');
    await chooseLanguage('ar');
    expect(document.documentElement.dir).toBe('rtl');
    // A Latin name in an Arabic sentence is isolated, so its "!" stays at the sentence's end.
    expect(t('Welcome to {name}!', { name: 'Bash' })).toBe('مرحبًا بك في \u2068Bash\u2069!');
    // Numbers stay numbers: Arabic's plural rules still pick their form.
    expect(t('Starts in {seconds} seconds', { seconds: 2 })).not.toContain('\u2068');
    await chooseLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(t('Welcome to {name}!', { name: 'Fiesta' })).toBe('Welcome to Fiesta!');
  });
});
