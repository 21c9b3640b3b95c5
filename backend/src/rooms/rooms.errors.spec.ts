import { AUTO_SKIP_CHOICES, SONG_LIMIT_CHOICES } from './entities/room-settings.js';
import { AUTO_SKIP_CHOICES_INVALID, SONG_LIMIT_CHOICES_SAID, songLimitChoices } from './rooms.errors.js';

/** The settings' refusals say the choices the DTO offers (room-settings.ts), never a copy of them. */
describe('the room settings refusals', () => {
  it('say every song-limit choice, in order', () => {
    expect(songLimitChoices('maxSongsPerGuest').message).toBe(`maxSongsPerGuest must be one of ${SONG_LIMIT_CHOICES_SAID}.`);
    expect(SONG_LIMIT_CHOICES_SAID.match(/\d+/g)?.map(Number)).toEqual([...SONG_LIMIT_CHOICES]);
  });

  it('say every auto-skip choice, in order', () => {
    expect(AUTO_SKIP_CHOICES_INVALID.message).toBe('autoSkipMinutes must be one of 0 (disabled), 3, 5, 6 or 10.');
    expect(AUTO_SKIP_CHOICES_INVALID.message.match(/\d+/g)?.map(Number)).toEqual([...AUTO_SKIP_CHOICES]);
  });
});
