import { afterEach, expect, it } from 'vitest';
import { activateLanguage } from './i18n';
import { serverNotice } from './server-notices';

afterEach(() => activateLanguage('en'));

it("says the server's farewells in the language shown, and anything else as it came", async () => {
  expect(serverNotice('You have been removed from the room by the host.')).toBe('You have been removed from the room by the host.');
  await activateLanguage('es');
  expect(serverNotice('You have been removed from the room by the host.')).toBe('El anfitrión te sacó de la sala.');
  expect(serverNotice('This room has expired')).toBe('Esta sala ha caducado');
  expect(serverNotice('A sentence from a later server')).toBe('A sentence from a later server');
});
