import { HttpStatus } from '@nestjs/common';
import { type Refusal, refusal } from '../common/errors/domain-error.js';

/**
 * The queue's refusals (status and sentence), each written once: the code that refuses and the route's
 * @ApiErrors both use these. Templates take the figures the refusal names.
 */
export const QUEUE_ITEM_NOT_FOUND = refusal('QUEUE_ITEM_NOT_FOUND', HttpStatus.NOT_FOUND, 'That song is no longer in the queue.');

export const tooManySongsWaiting = (waiting: number): Refusal =>
  refusal(
    'TOO_MANY_SONGS_WAITING',
    HttpStatus.FORBIDDEN,
    'You already have {waiting, plural, one {{waiting} song} other {{waiting} songs}} waiting, the most this room allows. Add another once one has played.',
    { waiting },
  );

export const queueFull = (maxQueueSize: number): Refusal =>
  refusal('QUEUE_FULL', HttpStatus.FORBIDDEN, 'The queue is full ({maxQueueSize} songs). Add this song once one has played.', { maxQueueSize });

export const newPositionOutOfRange = (count: number): Refusal =>
  refusal('NEW_POSITION_OUT_OF_RANGE', HttpStatus.BAD_REQUEST, 'newPosition must be between 1 and {count}, the number of songs in the queue.', { count });

export const singerLeft = (title: string): Refusal =>
  refusal('SINGER_LEFT', HttpStatus.CONFLICT, "''{title}'' cannot come back: the person who added it has left the room.", { title });
export const NOT_YOUR_SONG = refusal(
  'NOT_YOUR_SONG',
  HttpStatus.FORBIDDEN,
  'That song was added by someone else: you can change only your own songs, and the host manages the rest.',
);
export const ALREADY_LAST = refusal('ALREADY_LAST', HttpStatus.CONFLICT, 'That song is already last in the queue, so nobody else can go first.');

// The positions and singer of a song (ReorderQueueItemDto, RestoreQueueItemDto).
export const NEW_POSITION_WHOLE = refusal('NEW_POSITION_WHOLE', HttpStatus.BAD_REQUEST, 'newPosition must be a whole number.');
export const NEW_POSITION_MIN = refusal('NEW_POSITION_MIN', HttpStatus.BAD_REQUEST, 'newPosition must be at least 1.');
export const ADDED_BY_ID_WHOLE = refusal('ADDED_BY_ID_WHOLE', HttpStatus.BAD_REQUEST, 'addedById must be a whole number.');
export const POSITION_WHOLE = refusal('POSITION_WHOLE', HttpStatus.BAD_REQUEST, 'position must be a whole number.');
export const POSITION_MIN = refusal('POSITION_MIN', HttpStatus.BAD_REQUEST, 'position must be at least 1.');
