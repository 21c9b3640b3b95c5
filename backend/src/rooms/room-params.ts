import { HttpStatus, Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { ROOM_NOT_FOUND } from './rooms.errors.js';
import { normalizeRoomCode, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from './rooms.service.js';

/** Room ids are 9 random bytes in base64url (RoomsService.create): 12 characters of this alphabet. */
const ROOM_ID_PATTERN = /^[A-Za-z0-9_-]{12}$/;

/** Whether `value` has the shape of a room id (it may still name no room). */
export function isRoomIdShape(value: unknown): value is string {
  return typeof value === 'string' && ROOM_ID_PATTERN.test(value);
}

/**
 * A room id that is not of the generator's alphabet and length cannot name a room: the answer is
 * the same 404 as for a room that does not exist (no query is made).
 */
@Injectable()
class ParseRoomIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isRoomIdShape(value)) throw roomNotFound();
    return value;
  }
}

export const RoomIdPipe = new ParseRoomIdPipe();

const ROOM_CODE_PATTERN = new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`);

/**
 * A typed room code, normalized as RoomsService does (normalizeRoomCode), that is not
 * ROOM_CODE_LENGTH characters of ROOM_CODE_ALPHABET cannot match a live room: 404 without a query.
 */
@Injectable()
class ParseRoomCodePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const code = typeof value === 'string' ? normalizeRoomCode(value) : '';
    if (!ROOM_CODE_PATTERN.test(code)) throw roomNotFound();
    return code;
  }
}

function roomNotFound(): NotFoundException {
  return new NotFoundException({ statusCode: HttpStatus.NOT_FOUND, message: ROOM_NOT_FOUND.message });
}

export const RoomCodePipe = new ParseRoomCodePipe();
