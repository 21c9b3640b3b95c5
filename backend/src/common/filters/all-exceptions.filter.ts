import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
}

/** Nest answers unknown routes with "Cannot GET /x"; say it in the product's voice. */
const NEST_ROUTE_NOT_FOUND = /^Cannot (\w+) (.+)$/;

/**
 * The one place that shapes errors: every failure leaves as JSON {statusCode, message, error}
 * with a human sentence in message. Unexpected errors are logged with their stack and answered
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
    const body = this.toBody(exception, request);
    if (body.statusCode >= 500) {
      this.logger.error(`${request.method} ${request.url} failed: ${describe(exception)}`, (exception as Error)?.stack);
    }
    const retryAfter = (exception as { retryAfterSeconds?: number })?.retryAfterSeconds;
    if (retryAfter !== undefined) void reply.header('Retry-After', String(retryAfter));
    void reply.status(body.statusCode).header('Content-Type', 'application/json; charset=utf-8').send(body);
  }

  private toBody(exception: unknown, request: FastifyRequest): ErrorBody {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      // Fastify's own 4xx errors (malformed JSON, body too large…) arrive wrapped by Nest.
      const cause = exception.cause as (Error & { code?: string }) | undefined;
      if (typeof cause?.code === 'string' && cause.code.startsWith('FST_')) {
        return { statusCode, message: fastifyMessage(cause), error: STATUS_CODES[statusCode] ?? 'Error' };
      }
      const response = exception.getResponse();
      let message = typeof response === 'string' ? response : (response as { message?: unknown }).message;
      if (Array.isArray(message)) message = message.map(String).join('; ');
      if (typeof message !== 'string' || message === '') message = exception.message;
      const routeMissing = statusCode === 404 && NEST_ROUTE_NOT_FOUND.exec(message as string);
      if (routeMissing) message = routeNotFoundMessage(request.method, request.url);
      return { statusCode, message: message as string, error: STATUS_CODES[statusCode] ?? 'Error' };
    }
    // Errors raised by Fastify outside Nest's mapping still carry their 4xx.
    const fastifyStatus = (exception as { statusCode?: number })?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      return { statusCode: fastifyStatus, message: fastifyMessage(exception as Error & { code?: string }), error: STATUS_CODES[fastifyStatus] ?? 'Error' };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      message: 'Something went wrong on our side. Please try again in a moment.',
      error: STATUS_CODES[500]!,
    };
  }
}

export function routeNotFoundMessage(method: string, url: string): string {
  return `There is no API route ${method} ${url.split('?')[0]}.`;
}

function fastifyMessage(error: Error & { code?: string }): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported; send JSON.';
    default:
      return error.message || 'The request could not be understood.';
  }
}

function describe(exception: unknown): string {
  return exception instanceof Error ? exception.message : String(exception);
}
