import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import type { Refusal } from '../errors/domain-error.js';

/** PostgreSQL `integer` (every numeric id column in the schema): 1 … 2^31 − 1. */
const MAX_INTEGER_ID = 2_147_483_647;

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
export const PlanRequestIdPipe = new ParseIdPipe('plan request');

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
