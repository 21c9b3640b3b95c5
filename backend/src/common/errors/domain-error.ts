import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * A refusal the product explains to people: an HTTP status plus a sentence the SPA shows as-is
 * in a toast. Services throw these; the exception filter shapes them like every other error.
 */
export class DomainError extends HttpException {
  /**
   * @param retryAfterSeconds for a refusal that lifts with time (429): when to try again, sent as
   *   the Retry-After header.
   */
  constructor(
    status: HttpStatus,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message, status);
  }
}
