import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { adminMe, listReply, listRequest, mockApi, renderInAdmin, samRow } from '../test/api';
import { UserList } from '../users/UserList';
import { LANGUAGE_STORAGE_KEY, preferredLanguage } from './languages';

const admin = adminMe;
const sam = samRow();

/** The whole back office at the users list, as the browser opens it. */
function openUsers() {
  window.location.hash = '#/users';
  mockApi({ 'GET /api/auth/me': admin, [listRequest('users')]: listReply('users', [sam]) });
  return render(<App />);
}

const tab = (name: string) => screen.findByText(name, { selector: '[role="tab"]' });
const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  window.location.hash = '';
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('the language the back office starts in', () => {
  it("is the party app's remembered choice, else the browser's first language we speak, else English", () => {
    browserLanguages(['pt-PT', 'en']);
    expect(preferredLanguage()).toBe('pt-BR');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    expect(preferredLanguage()).toBe('de');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'tlh');
    browserLanguages(['tlh', 'es-MX', 'fr']);
    expect(preferredLanguage()).toBe('es');
    browserLanguages(['tlh', 'ko']);
    expect(preferredLanguage()).toBe('en');
  });
});

describe('the back office in another language', () => {
  it('shows the users list in Spanish: sections, column heads, badges and dates in Spanish', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    openUsers();
    const row = (await screen.findByText('Sam Singer')).closest('tr')!;
    expect(screen.getByRole('tab', { name: 'Usuarios' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Analíticas' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Nombre de usuario/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Registro/ })).toBeInTheDocument();
    expect(within(row).getByText('2 Premium')).toBeInTheDocument();
    expect(within(row).getByText('usuario')).toBeInTheDocument();
    expect(within(row).getByText(new Date(sam.createdAt).toLocaleString('es'))).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Expulsar' })).toBeInTheDocument();
    // The app bar's language menu says which language is on.
    expect(screen.getByText('Español', { selector: 'button' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'es');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('asks and answers in German inside a screen', async () => {
    mockApi({ [listRequest('users')]: listReply('users', [sam]) });
    renderInAdmin(<UserList resource="users" />, { locale: 'de' });
    const row = (await screen.findByText('Sam Singer')).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: /Anzeigename/ })).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sam Singer (@sam) löschen?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });

  it('lays the back office out right to left in Arabic', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    openUsers();
    expect(await screen.findByRole('tab', { name: 'المستخدمون' })).toBeInTheDocument();
    await screen.findByText('Sam Singer');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    // MUI's styles are written mirrored, through the right-to-left emotion cache.
    await waitFor(() => expect(document.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull());
  });
});

describe("the app bar's language menu", () => {
  // Remembered: the choice is written where the party app and the next start read it (opening
  // with it stored is the Spanish test above).
  it('switches the back office at once and is remembered, for the party app too', async () => {
    browserLanguages(['en-US', 'en']);
    openUsers();
    await screen.findByText('Sam Singer');
    // Role queries over the whole list are slow in jsdom: the menu's button and items by their text.
    fireEvent.click(screen.getByText('English', { selector: 'button' }));
    fireEvent.click(await screen.findByText('Español', { selector: '[role="menuitem"]' }));

    expect(await tab('Usuarios')).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(JSON.parse(localStorage.getItem('RaStore.locale')!)).toBe('es');
    expect(screen.getByText('Español', { selector: 'button' })).toBeInTheDocument();
  });

  it("does not write the browser's language as a choice", async () => {
    browserLanguages(['de-DE']);
    openUsers();
    expect(await screen.findByRole('tab', { name: 'Benutzer' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
