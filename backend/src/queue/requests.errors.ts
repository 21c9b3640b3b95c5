import { HttpStatus } from '@nestjs/common';
import { type Refusal, refusal } from '../common/errors/domain-error.js';

/**
 * The refusals of song requests and the closing time (docs/product.md "Requests and closing
 * time"), each written once: the plans that refuse and the routes' @ApiErrors both use these.
 */
export const REQUEST_NOT_FOUND = refusal(
  'REQUEST_NOT_FOUND',
  HttpStatus.NOT_FOUND,
  'That request is no longer waiting: the host may have answered it already.',
);

export const NOT_YOUR_REQUEST = refusal('NOT_YOUR_REQUEST', HttpStatus.FORBIDDEN, 'That request is someone else’s: you can withdraw only your own.');

export const REQUEST_ALREADY_DECLINED = refusal(
  'REQUEST_ALREADY_DECLINED',
  HttpStatus.CONFLICT,
  'That request was declined already: the guest can ask for it again.',
);

export const APPROVAL_JUST_TURNED_ON = refusal(
  'APPROVAL_JUST_TURNED_ON',
  HttpStatus.CONFLICT,
  'The host has just started approving songs: add the song again to ask for it.',
);

export const requesterLeft = (title: string): Refusal =>
  refusal('REQUESTER_LEFT', HttpStatus.CONFLICT, "''{title}'' cannot be approved: the person who asked for it has left the room.", { title });

export const closedForSongs = (closingTime: string): Refusal =>
  refusal('CLOSED_FOR_SONGS', HttpStatus.FORBIDDEN, 'The party closes at {closingTime}: this song would not start before then.', { closingTime });

// The bodies (DeclineRequestDto, RoomSettingsPatch).
export const DECLINE_REASON_LENGTH = refusal('DECLINE_REASON_LENGTH', HttpStatus.BAD_REQUEST, 'The reason can be at most 140 characters.');
export const APPROVE_SONGS_INVALID = refusal('APPROVE_SONGS_INVALID', HttpStatus.BAD_REQUEST, 'approveSongs must be true or false.');
export const CLOSING_TIME_INVALID = refusal(
  'CLOSING_TIME_INVALID',
  HttpStatus.BAD_REQUEST,
  'closingTime must be a time of day such as 23:00, or null for none.',
);
export const TIME_ZONE_INVALID = refusal('TIME_ZONE_INVALID', HttpStatus.BAD_REQUEST, 'timeZone must be a time zone such as Europe/Berlin.');
