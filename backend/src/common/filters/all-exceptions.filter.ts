import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type Refusal, refusal, refusalOf } from '../errors/domain-error.js';
import { acceptedLanguage, sentence } from '../i18n/sentences.js';
import { bodyTooLarge, DEFAULT_BODY_LIMIT, NOT_JSON } from '../http/request-shape.js';

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  /** The refusal's code (Refusal.code); for an error the product did not word, its status's name (NOT_FOUND). */
  code: string;
  params: Record<string, string | number>;
}

/** The code of an error the product did not word itself: its HTTP status's name ("Payload Too Large" → PAYLOAD_TOO_LARGE). */
export function statusCode(status: number): string {
  return (STATUS_CODES[status] ?? 'Error')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** Nest answers unknown routes with "Cannot GET /x"; say it in the product's voice. */
const NEST_ROUTE_NOT_FOUND = /^Cannot (\w+) (.+)$/;

/**
 * The one place that shapes errors: every failure leaves as JSON {statusCode, message, error, code, params}
 * with a human sentence in message and what programs branch on in code and params. Unexpected errors are logged with their stack and answered
 * with a 500 that reveals nothing internal.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const { refused: made, ...body } = this.toBody(exception, request);
    const refused: Refusal | undefined = exception instanceof DomainError ? exception.refused : (made ?? refusalOf(body.message));
    if (body.statusCode === 503 && body.message === DATABASE_UNAVAILABLE.message) {
      this.logger.warn(`${request.method} ${request.url}: ${describe(exception)}`);
      void reply.header('Retry-After', '5');
    } else if (body.statusCode >= 500 && !(exception instanceof DomainError)) {
      // A DomainError is a refusal the product means (a 503 "busy" under load), not a failure to log.
      this.logger.error(`${request.method} ${request.url} failed: ${describe(exception)}`, (exception as Error)?.stack);
    }
    const retryAfter = exception instanceof DomainError ? exception.retryAfterSeconds : undefined;
    if (retryAfter !== undefined) void reply.header('Retry-After', String(retryAfter));
    const language = acceptedLanguage(request.headers?.['accept-language']);
    // The sentence in the request's language (docs/product.md "Languages"): the party app sends its own.
    if (refused && language !== 'en') body.message = sentence(language, refused.template, refused.values);
    void reply
      .status(body.statusCode)
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Language', language)
      .header('Vary', 'Accept-Language')
      .send({ ...body, code: refused?.code ?? statusCode(body.statusCode), params: { ...refused?.values } });
  }

  private toBody(exception: unknown, request: FastifyRequest): Omit<ErrorBody, 'code' | 'params'> & { refused?: Refusal } {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      // Fastify's own 4xx errors (malformed JSON, body too large…) arrive wrapped by Nest.
      const cause = exception.cause as (Error & { code?: string }) | undefined;
      if (typeof cause?.code === 'string' && cause.code.startsWith('FST_')) {
        return { statusCode, message: fastifyMessage(cause, request), error: STATUS_CODES[statusCode] ?? 'Error' };
      }
      const response = exception.getResponse();
      let message = typeof response === 'string' ? response : (response as { message?: unknown }).message;
      if (Array.isArray(message)) message = message.map(String).join('; ');
      if (typeof message !== 'string' || message === '') message = exception.message;
      if (statusCode === 404 && NEST_ROUTE_NOT_FOUND.test(message as string)) {
        const refused = routeNotFound(request.method, request.url);
        return { statusCode, message: refused.message, error: STATUS_CODES[statusCode] ?? 'Error', refused };
      }
      return { statusCode, message: message as string, error: STATUS_CODES[statusCode] ?? 'Error' };
    }
    // Errors raised by Fastify outside Nest's mapping still carry their 4xx.
    const fastifyStatus = (exception as { statusCode?: number })?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      return {
        statusCode: fastifyStatus,
        message: fastifyMessage(exception as Error & { code?: string }, request),
        error: STATUS_CODES[fastifyStatus] ?? 'Error',
      };
    }
    const database = classifyDatabaseError(exception);
    if (database === 'unavailable') {
      return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE.message, error: STATUS_CODES[503]! };
    }
    if (database === 'bad-value') {
      return { statusCode: HttpStatus.BAD_REQUEST, message: DATABASE_BAD_VALUE.message, error: STATUS_CODES[400]! };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      message: SERVER_FAILED.message,
      error: STATUS_CODES[500]!,
    };
  }
}

export const DATABASE_UNAVAILABLE = refusal(
  'DATABASE_UNAVAILABLE',
  HttpStatus.SERVICE_UNAVAILABLE,
  'The database is unavailable right now. Please try again in a moment.',
);
export const DATABASE_UNAVAILABLE_MESSAGE = DATABASE_UNAVAILABLE.message;
const DATABASE_BAD_VALUE = refusal(
  'DATABASE_BAD_VALUE',
  HttpStatus.BAD_REQUEST,
  'The request contains a value that cannot be stored (for example a NUL character or a number out of range).',
);
const SERVER_FAILED = refusal('SERVER_FAILED', HttpStatus.INTERNAL_SERVER_ERROR, 'Something went wrong on our side. Please try again in a moment.');
const NOT_VALID_JSON = refusal('NOT_VALID_JSON', HttpStatus.BAD_REQUEST, 'The request body is not valid JSON.');
const NOT_UNDERSTOOD = refusal('NOT_UNDERSTOOD', HttpStatus.BAD_REQUEST, 'The request could not be understood.');

/** Connection-level failures: the server is gone, shutting down, refusing or not answering. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
const UNAVAILABLE_TEXT =
  /Connection terminated|connection is closed|Client has encountered a connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end|the database system is (shutting down|starting up)|terminating connection due to administrator command|PGlite is closed|closed database|Connection ended unexpectedly|DatabaseUnavailable|Query runner already released/i;

/**
 * Sorts a database failure: 'unavailable' when the database cannot be reached (answered 503, and
 * the pool reconnects by itself once it is back; TypeORM releases a query runner whose connection
 * died, so a transaction's rollback may report the release instead of the connection's error), 'bad-value' for a PostgreSQL data exception
 * (SQLSTATE class 22: a value the column cannot hold, e.g. NUL in text) that validation let
 * through (answered 400), undefined otherwise.
 */
export function classifyDatabaseError(exception: unknown): 'unavailable' | 'bad-value' | undefined {
  const seen = new Set<unknown>();
  let current: unknown = exception;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const error = current as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
    const code = typeof error.code === 'string' ? error.code : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03') return 'unavailable';
    if (/^22[0-9A-Z]{3}$/.test(code)) return 'bad-value';
    if (typeof error.message === 'string' && UNAVAILABLE_TEXT.test(error.message)) return 'unavailable';
    if (Array.isArray(error.errors) && error.errors.some((inner) => classifyDatabaseError(inner) === 'unavailable')) return 'unavailable';
    current = error.driverError ?? error.cause;
  }
  return undefined;
}

/** The path is quoted up to this many characters: the answer stays one short sentence whatever was sent. */
const PATH_ECHO = 120;

export function routeNotFound(method: string, url: string): Refusal {
  const path = url.split('?')[0];
  return refusal('ROUTE_NOT_FOUND', HttpStatus.NOT_FOUND, 'There is no API route {method} {path}.', {
    method,
    path: path.length > PATH_ECHO ? `${path.slice(0, PATH_ECHO)}…` : path,
  });
}

/** A refusal answered outside Nest (a plain Fastify route), shaped and said as the filter would. */
export function sendRefusal(request: FastifyRequest, reply: FastifyReply, refused: Refusal): FastifyReply {
  const language = acceptedLanguage(request.headers['accept-language']);
  return reply
    .status(refused.status)
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('Content-Language', language)
    .header('Vary', 'Accept-Language')
    .send({
      statusCode: refused.status,
      message: sentence(language, refused.template, refused.values),
      error: STATUS_CODES[refused.status] ?? 'Error',
      code: refused.code,
      params: { ...refused.values },
    } satisfies ErrorBody);
}

function fastifyMessage(error: Error & { code?: string }, request: FastifyRequest): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return NOT_VALID_JSON.message;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return bodyTooLarge(request.routeOptions?.bodyLimit ?? DEFAULT_BODY_LIMIT).message;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return NOT_JSON.message;
    default:
      return error.message || NOT_UNDERSTOOD.message;
  }
}

function describe(exception: unknown): string {
  return exception instanceof Error ? exception.message : String(exception);
}
