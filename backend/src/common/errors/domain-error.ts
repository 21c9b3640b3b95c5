import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * A refusal the product explains to people: its HTTP status and the sentence the SPA shows as-is,
 * written once (in the module's `<module>.errors.ts`) and used both where the code refuses
 * (`throw new DomainError(ROOM_NOT_FOUND)`, a DTO's `message`) and in the route's documentation
 * (`@ApiErrors(ROOM_NOT_FOUND)`).
 */
export interface Refusal {
  readonly status: HttpStatus;
  readonly message: string;
}

export const refusal = (status: HttpStatus, message: string): Refusal => Object.freeze({ status, message });

/**
 * A refusal thrown: services throw these; the exception filter shapes them like every other error.
 */
export class DomainError extends HttpException {
  /**
   * @param retryAfterSeconds for a refusal that lifts with time (429): when to try again, sent as
   *   the Retry-After header.
   */
  constructor(
    refused: Refusal,
    readonly retryAfterSeconds?: number,
  ) {
    super(refused.message, refused.status);
  }
}
