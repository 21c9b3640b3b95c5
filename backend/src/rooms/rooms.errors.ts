import { HttpStatus } from '@nestjs/common';
import { notice, type Refusal, refusal } from '../common/errors/domain-error.js';
import { AUTO_SKIP_CHOICES, ROOM_LANGUAGES, SONG_LIMIT_CHOICES, UNLIMITED_SONGS } from './entities/room-settings.js';

/**
 * The rooms module's refusals (status and the sentence of docs/product.md §8), each written once: the code that
 * refuses and the route's @ApiErrors both use these. Templates take the figures the refusal names.
 */
export const ROOM_NOT_FOUND = refusal('ROOM_NOT_FOUND', HttpStatus.NOT_FOUND, 'Room not found');
export const NOT_ROOM_OWNER = refusal('NOT_ROOM_OWNER', HttpStatus.FORBIDDEN, 'Only the room owner can do that.');
export const NOT_IN_ROOM = refusal('NOT_IN_ROOM', HttpStatus.FORBIDDEN, 'You are not in this room. Join it with its code first.');
export const ROOM_LOCKED = refusal('ROOM_LOCKED', HttpStatus.FORBIDDEN, 'This room is locked — ask the host to unlock it.');
export const REMOVED_FROM_ROOM = refusal('REMOVED_FROM_ROOM', HttpStatus.FORBIDDEN, 'You have been removed from this room');
/** docs/product.md §8 'Removed from Room', when the host did it (a boot): told to the phone, never a refusal. */
export const REMOVED_BY_HOST = notice('REMOVED_BY_HOST', 'You have been removed from the room by the host.');
/** What a person who left the room themselves is told (room:removed). */
export const LEFT_ROOM = notice('LEFT_ROOM', 'You left the room.');
export const OWNER_CANNOT_BE_BOOTED = refusal('OWNER_CANNOT_BE_BOOTED', HttpStatus.FORBIDDEN, 'The room owner cannot be booted.');
export const PERSON_NOT_IN_ROOM = refusal('PERSON_NOT_IN_ROOM', HttpStatus.NOT_FOUND, 'That person is not in this room.');
export const NOT_BOOTED = refusal('NOT_BOOTED', HttpStatus.NOT_FOUND, 'That person was not removed from this room.');
export const PARTY_ALREADY_ENDED = refusal('PARTY_ALREADY_ENDED', HttpStatus.CONFLICT, 'This party has already ended.');
export const ONLY_OWN_ROOM_CREATION = refusal('ONLY_OWN_ROOM_CREATION', HttpStatus.FORBIDDEN, 'You can only create rooms for yourself.');
export const ONLY_OWN_MEMBERSHIP = refusal('ONLY_OWN_MEMBERSHIP', HttpStatus.FORBIDDEN, 'You can only check your own membership.');
export const ONLY_OWN_ROOMS = refusal('ONLY_OWN_ROOMS', HttpStatus.FORBIDDEN, 'You can only see your own rooms.');
export const ROOM_NAME_REQUIRED = refusal('ROOM_NAME_REQUIRED', HttpStatus.BAD_REQUEST, 'Room name is required');
export const ROOM_NAME_LENGTH = refusal('ROOM_NAME_LENGTH', HttpStatus.BAD_REQUEST, 'Room name is required (at most 100 characters)');
export const ROOM_CODE_AND_NAME_REQUIRED = refusal('ROOM_CODE_AND_NAME_REQUIRED', HttpStatus.BAD_REQUEST, 'Please enter both room code and your name');

/**
 * The room holds as many people as the owner's tier allows. With the host's name, the newcomer is
 * also told whom to ask (docs/product.md §9: the limit itself stays).
 */
export const roomFull = (max: number, hostName?: string): Refusal =>
  hostName
    ? refusal('ROOM_FULL', HttpStatus.FORBIDDEN, `${ROOM_FULL} Ask {host} — their plan allows ${GUESTS}.`, { max, host: hostName })
    : refusal('ROOM_FULL', HttpStatus.FORBIDDEN, ROOM_FULL, { max });
const GUESTS = '{max, plural, one {{max} guest} other {{max} guests}}';
const ROOM_FULL = `This room is full: it allows ${GUESTS} at a time.`;

/** Two guests with one name cannot be told apart in the queue or the people list. */
export const nameTaken = (name: string): Refusal =>
  refusal('NAME_TAKEN', HttpStatus.CONFLICT, 'Someone in this room is already called {name}. Add an initial or a nickname so everyone can tell you apart.', {
    name,
  });

export const GUEST_NAME_REQUIRED = refusal('GUEST_NAME_REQUIRED', HttpStatus.BAD_REQUEST, 'Please enter your name');
export const GUESTS_ONLY_RENAME = refusal('GUESTS_ONLY_RENAME', HttpStatus.FORBIDDEN, 'Only guests change their name here; an account changes it in Profile.');
export const OWNER_CANNOT_LEAVE = refusal(
  'OWNER_CANNOT_LEAVE',
  HttpStatus.FORBIDDEN,
  'The host cannot leave their own room. Delete it from the dashboard to end the party.',
);
export const NOT_IN_ANY_ROOM = refusal('NOT_IN_ANY_ROOM', HttpStatus.NOT_FOUND, 'You are not in a room any more.');

export const tooManyActiveRooms = (live: number): Refusal =>
  refusal(
    'TOO_MANY_ACTIVE_ROOMS',
    HttpStatus.FORBIDDEN,
    'You already have {live, plural, one {{live} active room} other {{live} active rooms}}, the most your plan allows. Delete one to create another.',
    { live },
  );

/** `waitMs`: until the oldest of those rooms is 24 hours old, said in minutes under an hour, else in hours (rounded up). */
export const tooManyRoomsToday = (created: number, waitMs: number): Refusal => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return minutes < 60
    ? refusal('TOO_MANY_ROOMS_TODAY', HttpStatus.TOO_MANY_REQUESTS, `${ROOMS_TODAY} {minutes, plural, one {{minutes} minute} other {{minutes} minutes}}.`, {
        created,
        minutes,
      })
    : refusal('TOO_MANY_ROOMS_TODAY', HttpStatus.TOO_MANY_REQUESTS, `${ROOMS_TODAY} {hours, plural, one {{hours} hour} other {{hours} hours}}.`, {
        created,
        hours: Math.ceil(minutes / 60),
      });
};
const ROOMS_TODAY = 'You have created {created} rooms in the last 24 hours, the most your plan allows. You can create another in';

export const songLimitChoices = (field: 'maxSongsPerUser' | 'maxSongsPerGuest'): Refusal =>
  refusal('SONG_LIMIT_CHOICES', HttpStatus.BAD_REQUEST, `{field} must be one of ${SONG_LIMIT_CHOICES_SAID}.`, { field });

export const ONLY_OWN_JOIN = refusal('ONLY_OWN_JOIN', HttpStatus.FORBIDDEN, 'You can only join a room yourself.');

export const roomCreationPaused = (until: Date): Refusal =>
  refusal('ROOM_CREATION_PAUSED', HttpStatus.FORBIDDEN, 'Room creation is paused for your account until {until}.', { until: until.toISOString() });

export const INTERMISSION_LINK_INVALID = refusal(
  'INTERMISSION_LINK_INVALID',
  HttpStatus.BAD_REQUEST,
  'The intermission must be a YouTube video or playlist link, like https://www.youtube.com/playlist?list=… (or empty to turn it off).',
);

/** Choices as a sentence says them: "1, 2, 3, 5 or 999 (unlimited)". */
const oneOf = (choices: readonly string[]): string => `${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}`;

/** The song-limit choices as `songLimitChoices` says them (room-settings.ts SONG_LIMIT_CHOICES). */
export const SONG_LIMIT_CHOICES_SAID = oneOf(SONG_LIMIT_CHOICES.map((n) => (n === UNLIMITED_SONGS ? `${n} (unlimited)` : String(n))));
export const AUTO_SKIP_CHOICES_INVALID = refusal(
  'AUTO_SKIP_CHOICES_INVALID',
  HttpStatus.BAD_REQUEST,
  `autoSkipMinutes must be one of ${oneOf(AUTO_SKIP_CHOICES.map((m) => (m === 0 ? '0 (disabled)' : String(m))))}.`,
);

// The other room settings (RoomSettingsPatch, UpdateRoomSettingsDto).
export const SETTINGS_OBJECT_REQUIRED = refusal(
  'SETTINGS_OBJECT_REQUIRED',
  HttpStatus.BAD_REQUEST,
  'settings must be an object holding the settings to change.',
);
export const IS_LOCKED_INVALID = refusal('IS_LOCKED_INVALID', HttpStatus.BAD_REQUEST, 'isLocked must be true or false.');
export const LYRICS_SETTING_INVALID = refusal('LYRICS_SETTING_INVALID', HttpStatus.BAD_REQUEST, 'lyrics must be true or false.');
export const OTHERS_QUEUE_FOR_PHONELESS_INVALID = refusal(
  'OTHERS_QUEUE_FOR_PHONELESS_INVALID',
  HttpStatus.BAD_REQUEST,
  'othersQueueForPhoneless must be true or false.',
);
export const INACTIVITY_TIMEOUT_WHOLE = refusal(
  'INACTIVITY_TIMEOUT_WHOLE',
  HttpStatus.BAD_REQUEST,
  'inactivityTimeoutMinutes must be a whole number of minutes.',
);
export const INACTIVITY_TIMEOUT_RANGE = refusal('INACTIVITY_TIMEOUT_RANGE', HttpStatus.BAD_REQUEST, 'inactivityTimeoutMinutes must be between 5 and 240.');
export const ROOM_DURATION_WHOLE = refusal('ROOM_DURATION_WHOLE', HttpStatus.BAD_REQUEST, 'maxRoomDurationHours must be a whole number of hours.');
export const ROOM_DURATION_RANGE = refusal('ROOM_DURATION_RANGE', HttpStatus.BAD_REQUEST, 'maxRoomDurationHours must be between 1 and 24.');
export const QUEUE_MODE_CHOICES = refusal('QUEUE_MODE_CHOICES', HttpStatus.BAD_REQUEST, "queueMode must be 'fifo' or 'rotation'.");
export const INTERSTITIAL_SECONDS_RANGE = refusal(
  'INTERSTITIAL_SECONDS_RANGE',
  HttpStatus.BAD_REQUEST,
  'interstitialSeconds must be a whole number of seconds between 0 and 30.',
);
export const ROOM_LANGUAGE_CHOICES = refusal(
  'ROOM_LANGUAGE_CHOICES',
  HttpStatus.BAD_REQUEST,
  `language must be one of ${ROOM_LANGUAGES.join(', ')}, or null for each screen's own.`,
);

/**
 * What the membership check (GET /api/users/:id/validate/:roomId) answers, besides
 * REMOVED_FROM_ROOM and REMOVED_BY_HOST: told to the phone, never refusals. The party app
 * knows the three "gone" ones by their codes (ROOM_GONE, ROOM_EXPIRED, ROOM_ENDED).
 */
export const IN_ROOM = notice('IN_ROOM', 'You are in this room');
export const ROOM_GONE = notice('ROOM_GONE', 'This room no longer exists');
export const ROOM_EXPIRED = notice('ROOM_EXPIRED', 'This room has expired');
export const ROOM_ENDED = notice('ROOM_ENDED', 'This room has ended');
export const NO_LONGER_IN_ROOM = notice('NO_LONGER_IN_ROOM', 'You are no longer in this room');
