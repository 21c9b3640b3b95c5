import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, chooseLanguage, compileSource, LANGUAGE_STORAGE_KEY, preferredLanguage, t } from './i18n';

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
