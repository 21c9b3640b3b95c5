import { HttpStatus } from '@nestjs/common';
import { type Refusal, refusal } from '../common/errors/domain-error.js';

/**
 * The rooms module's refusals (status and the sentence of docs/product.md §8), each written once: the code that
 * refuses and the route's @ApiErrors both use these. Templates take the figures the refusal names.
 */
export const ROOM_NOT_FOUND = refusal(HttpStatus.NOT_FOUND, 'Room not found');
export const NOT_ROOM_OWNER = refusal(HttpStatus.FORBIDDEN, 'Only the room owner can do that.');
export const NOT_IN_ROOM = refusal(HttpStatus.FORBIDDEN, 'You are not in this room. Join it with its code first.');
export const ROOM_LOCKED = refusal(HttpStatus.FORBIDDEN, 'This room is locked');
export const REMOVED_FROM_ROOM = refusal(HttpStatus.FORBIDDEN, 'You have been removed from this room');
/** docs/product.md §8 'Removed from Room', when the host did it (a boot): told to the phone, never a refusal. */
export const REMOVED_BY_HOST_MESSAGE = 'You have been removed from the room by the host.';
export const OWNER_CANNOT_BE_BOOTED = refusal(HttpStatus.FORBIDDEN, 'The room owner cannot be booted.');
export const PERSON_NOT_IN_ROOM = refusal(HttpStatus.NOT_FOUND, 'That person is not in this room.');
export const NOT_BOOTED = refusal(HttpStatus.NOT_FOUND, 'That person was not removed from this room.');
export const ONLY_OWN_ROOM_CREATION = refusal(HttpStatus.FORBIDDEN, 'You can only create rooms for yourself.');
export const ONLY_OWN_MEMBERSHIP = refusal(HttpStatus.FORBIDDEN, 'You can only check your own membership.');
export const ONLY_OWN_ROOMS = refusal(HttpStatus.FORBIDDEN, 'You can only see your own rooms.');
export const ROOM_NAME_REQUIRED = refusal(HttpStatus.BAD_REQUEST, 'Room name is required');
export const ROOM_CODE_AND_NAME_REQUIRED = refusal(HttpStatus.BAD_REQUEST, 'Please enter both room code and your name');

export const roomFull = (max: number): Refusal =>
  refusal(HttpStatus.FORBIDDEN, `This room is full: it allows ${max} ${max === 1 ? 'guest' : 'guests'} at a time.`);

export const tooManyActiveRooms = (live: number): Refusal =>
  refusal(HttpStatus.FORBIDDEN, `You already have ${live} active ${live === 1 ? 'room' : 'rooms'}, the most your plan allows. Delete one to create another.`);

export const tooManyRoomsToday = (created: number, wait: string): Refusal =>
  refusal(
    HttpStatus.TOO_MANY_REQUESTS,
    `You have created ${created} rooms in the last 24 hours, the most your plan allows. You can create another in ${wait}.`,
  );

export const songLimitChoices = (field: 'maxSongsPerUser' | 'maxSongsPerGuest'): Refusal =>
  refusal(HttpStatus.BAD_REQUEST, `${field} must be one of 1, 2, 3, 5 or 999 (unlimited).`);

export const ONLY_OWN_JOIN = refusal(HttpStatus.FORBIDDEN, 'You can only join a room yourself.');

export const roomCreationPaused = (until: Date): Refusal =>
  refusal(HttpStatus.FORBIDDEN, `Room creation is paused for your account until ${until.toISOString()}.`);
