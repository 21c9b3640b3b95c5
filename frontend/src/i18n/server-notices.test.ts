import { afterEach, expect, it } from 'vitest';
import { activateLanguage } from './i18n';
import { serverNotice } from './server-notices';

afterEach(() => activateLanguage('en'));

it("says the server's notices by their code in the language shown, and an unknown code in its own words", async () => {
  expect(serverNotice({ code: 'REMOVED_BY_HOST', message: 'You have been removed from the room by the host.' })).toBe(
    'You have been removed from the room by the host.',
  );
  await activateLanguage('es');
  expect(serverNotice({ code: 'REMOVED_BY_HOST', message: 'You have been removed from the room by the host.' })).toBe('El anfitrión te sacó de la sala.');
  expect(serverNotice({ code: 'ROOM_EXPIRED', message: 'This room has expired' })).toBe('Esta sala ha caducado');
  expect(serverNotice({ code: 'A_LATER_CODE', message: 'A sentence from a later server' })).toBe('A sentence from a later server');
  expect(serverNotice({ code: 'toString', message: 'Not a code of ours' })).toBe('Not a code of ours');
});

it('goes by the code, not the sentence: a reworded English sentence is still said in Spanish', async () => {
  await activateLanguage('es');
  expect(serverNotice({ code: 'REMOVED_BY_HOST', message: 'The host took you out of the room.' })).toBe('El anfitrión te sacó de la sala.');
  expect(serverNotice({ code: 'VIDEO_UNPLAYABLE', params: { title: 'Africa' }, message: 'Africa will not play.' })).toBe(
    '“Africa” no se puede reproducir aquí, así que la fiesta sigue.',
  );
});
