import { BadRequestException, HttpStatus, Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import type { Refusal } from '../errors/domain-error.js';
import { ROOM_NOT_FOUND } from '../../rooms/rooms.errors.js';
import { normalizeRoomCode, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from '../../rooms/rooms.service.js';

/** PostgreSQL `integer` (every numeric id column in the schema): 1 … 2^31 − 1. */
const MAX_INTEGER_ID = 2_147_483_647;

/** Room ids are 9 random bytes in base64url (RoomsService.create): 12 characters of this alphabet. */
const ROOM_ID_PATTERN = /^[A-Za-z0-9_-]{12}$/;

/** The 400 of a path id that is not a whole number fitting its column, e.g. badIdSentence('user'). */
const badIdSentence = (what: string): string => `The ${what} id in the address must be a whole number from 1 to ${MAX_INTEGER_ID}.`;

/**
 * Path ids are checked as what they are before any query reaches the database: a numeric id is a
 * positive whole number that fits its `integer` column. Anything else (letters, signs, decimals,
 * 99999999999999999999) is a 400 with a sentence naming the id, instead of a database error.
 */
@Injectable()
class ParseIdPipe implements PipeTransform<string, number> {
  constructor(private readonly what: string) {}

  transform(value: string): number {
    const id = /^[0-9]{1,10}$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_INTEGER_ID) {
      throw new BadRequestException(badIdSentence(this.what));
    }
    return id;
  }
}

/** A pipe instance per kind of id, e.g. `@Param('userId', UserIdPipe)`. */
export const UserIdPipe = new ParseIdPipe('user');
export const QueueItemIdPipe = new ParseIdPipe('queue item');
export const PlayedSongIdPipe = new ParseIdPipe('played song');

/**
 * A room id that is not of the generator's alphabet and length cannot name a room: the answer is
 * the same 404 as for a room that does not exist (no query is made).
 */
@Injectable()
class ParseRoomIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (typeof value !== 'string' || !ROOM_ID_PATTERN.test(value)) throw roomNotFound();
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

/**
 * Adds to the OpenAPI document the answers every route gets from these global checks, so each
 * operation lists them without a decorator on each controller: the 400 of a malformed numeric
 * path id, the 403 of a state-changing request from another site (origin-check.ts), the refusals
 * of a body or query of the wrong size, type or shape (request-shape.ts) and the 503 of an
 * unreachable database (AllExceptionsFilter).
 */
export function documentGlobalErrors(
  document: {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { name: string; in: string }[];
          requestBody?: unknown;
          responses?: Record<string, { description: string; content?: unknown }>;
        }
      >
    >;
  },
  sentences: { foreignOrigin: string; databaseUnavailable: string; body: readonly Refusal[]; query: readonly Refusal[] },
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
        if (what) add(operation.responses, '400', badIdSentence(what));
      }
      if (operation.parameters?.some((parameter) => parameter.in === 'query')) {
        for (const { status, message } of sentences.query) add(operation.responses, String(status), message);
      }
      if (operation.requestBody) {
        // A route's own @BodyLimit() 413 stands instead of the default one.
        const own413 = operation.responses['413'] !== undefined;
        for (const { status, message } of sentences.body) if (!(status === 413 && own413)) add(operation.responses, String(status), message);
      }
      if (['post', 'put', 'patch', 'delete'].includes(method)) add(operation.responses, '403', sentences.foreignOrigin);
      if (path !== '/api/health') add(operation.responses, '503', sentences.databaseUnavailable);
    }
  }
}
