import { BadRequestException, HttpStatus, Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';

/** PostgreSQL `integer` (every numeric id column in the schema): 1 … 2^31 − 1. */
export const MAX_INTEGER_ID = 2_147_483_647;

/** Room ids are 9 random bytes in base64url (RoomsService.create): 12 characters of this alphabet. */
export const ROOM_ID_PATTERN = /^[A-Za-z0-9_-]{12}$/;

/**
 * Path ids are checked as what they are before any query reaches the database: a numeric id is a
 * positive whole number that fits its `integer` column. Anything else (letters, signs, decimals,
 * 99999999999999999999) is a 400 with a sentence naming the id, instead of a database error.
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, number> {
  constructor(private readonly what: string) {}

  transform(value: string): number {
    const id = /^[0-9]{1,10}$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_INTEGER_ID) {
      throw new BadRequestException(`The ${this.what} id in the address must be a whole number from 1 to ${MAX_INTEGER_ID}.`);
    }
    return id;
  }
}

/** A pipe instance per kind of id, e.g. `@Param('userId', UserIdPipe)`. */
export const UserIdPipe = new ParseIdPipe('user');
export const QueueItemIdPipe = new ParseIdPipe('queue item');

/**
 * A room id that is not of the generator's alphabet and length cannot name a room: the answer is
 * the same 404 as for a room that does not exist (no query is made).
 */
@Injectable()
export class ParseRoomIdPipe implements PipeTransform<string, string> {
  constructor(private readonly notFoundMessage = 'Room not found') {}

  transform(value: string): string {
    if (typeof value !== 'string' || !ROOM_ID_PATTERN.test(value)) {
      throw new NotFoundException({ statusCode: HttpStatus.NOT_FOUND, message: this.notFoundMessage });
    }
    return value;
  }
}

export const RoomIdPipe = new ParseRoomIdPipe();

/**
 * A typed room code (trimmed, upper-cased) that is not six characters of the code alphabet (ROOM_CODE_ALPHABET in rooms.service.ts)
 * cannot match a live room: 404 without a query.
 */
@Injectable()
export class ParseRoomCodePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
    if (!/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/.test(code)) {
      throw new NotFoundException({ statusCode: HttpStatus.NOT_FOUND, message: 'Room not found' });
    }
    return code;
  }
}

export const RoomCodePipe = new ParseRoomCodePipe();

/**
 * Adds to the OpenAPI document the answers every route gets from these global checks, so each
 * operation lists them without a decorator on each controller: the 400 of a malformed numeric
 * path id, the 403 of a state-changing request from another site (origin-check.ts) and the 503
 * of an unreachable database (AllExceptionsFilter).
 */
export function documentGlobalErrors(
  document: { paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; responses?: Record<string, { description: string; content?: unknown }> }>> },
  sentences: { foreignOrigin: string; databaseUnavailable: string },
): void {
  const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorDto' } } };
  const add = (responses: Record<string, { description: string; content?: unknown }>, status: string, sentence: string) => {
    const existing = responses[status];
    if (!existing) responses[status] = { description: sentence, content: errorContent };
    else if (!existing.description.split(' / ').includes(sentence)) existing.description = `${existing.description} / ${sentence}`;
  };
  const ids: Record<string, string> = { userId: 'user', queueItemId: 'queue item' };
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operation.responses ??= {};
      for (const parameter of operation.parameters ?? []) {
        const what = parameter.in === 'path' ? ids[parameter.name] : undefined;
        if (what) add(operation.responses, '400', `The ${what} id in the address must be a whole number from 1 to ${MAX_INTEGER_ID}.`);
      }
      if (['post', 'put', 'patch', 'delete'].includes(method)) add(operation.responses, '403', sentences.foreignOrigin);
      if (path !== '/api/health') add(operation.responses, '503', sentences.databaseUnavailable);
    }
  }
}
