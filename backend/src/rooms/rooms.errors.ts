/**
 * The rooms module's refusal sentences (SPEC texts verbatim), each written once: the code that
 * refuses and the route's @ApiErrors both use these. Templates take the figures the refusal names.
 */
export const ROOM_NOT_FOUND = 'Room not found';
export const NOT_ROOM_OWNER = 'Only the room owner can do that.';
export const NOT_IN_ROOM = 'You are not in this room. Join it with its code first.';
export const ROOM_LOCKED = 'This room is locked';
export const REMOVED_FROM_ROOM = 'You have been removed from this room';
export const OWNER_CANNOT_BE_BOOTED = 'The room owner cannot be booted.';
export const PERSON_NOT_IN_ROOM = 'That person is not in this room.';
export const ONLY_OWN_ROOM_CREATION = 'You can only create rooms for yourself.';
export const ONLY_OWN_MEMBERSHIP = 'You can only check your own membership.';
export const ONLY_OWN_ROOMS = 'You can only see your own rooms.';
export const ROOM_NAME_REQUIRED = 'Room name is required';
export const ROOM_CODE_AND_NAME_REQUIRED = 'Please enter both room code and your name';

export const roomFull = (max: number): string => `This room is full: it allows ${max} ${max === 1 ? 'guest' : 'guests'} at a time.`;

export const tooManyActiveRooms = (live: number): string =>
  `You already have ${live} active ${live === 1 ? 'room' : 'rooms'}, the most your plan allows. Delete one to create another.`;

export const tooManyRoomsToday = (created: number, wait: string): string =>
  `You have created ${created} rooms in the last 24 hours, the most your plan allows. You can create another in ${wait}.`;

export const songLimitChoices = (field: 'maxSongsPerUser' | 'maxSongsPerGuest'): string => `${field} must be one of 1, 2, 3, 5 or 999 (unlimited).`;
