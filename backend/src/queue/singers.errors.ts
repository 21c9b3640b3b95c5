import { HttpStatus } from '@nestjs/common';
import { type Refusal, refusal } from '../common/errors/domain-error.js';

/** The refusals of singing together (docs/product.md "Sing together"), each written once. */
export const INVITE_NOT_IN_ROOM = refusal('INVITE_NOT_IN_ROOM', HttpStatus.BAD_REQUEST, 'You can invite only people who are in this room.');
export const INVITE_SELF = refusal('INVITE_SELF', HttpStatus.BAD_REQUEST, 'You sing this song already: invite someone else.');
export const alreadyInvited = (name: string): Refusal =>
  refusal('ALREADY_INVITED', HttpStatus.CONFLICT, '{name} is already invited to sing this song.', { name });
export const tooManyPartners = (max: number): Refusal =>
  refusal('TOO_MANY_PARTNERS', HttpStatus.BAD_REQUEST, 'A song can have at most {max, plural, one {# more singer} other {# more singers}} besides you.', {
    max,
  });
export const NOT_INVITED = refusal('NOT_INVITED', HttpStatus.FORBIDDEN, 'You were not invited to sing this song.');
export const INVITE_USER_IDS = refusal('INVITE_USER_IDS', HttpStatus.BAD_REQUEST, 'userIds must list one to three people in the room (their userId).');
export const ACCEPT_INVALID = refusal('ACCEPT_INVALID', HttpStatus.BAD_REQUEST, 'accept must be true or false.');
