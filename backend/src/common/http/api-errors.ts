import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiResponse } from '@nestjs/swagger';
import { NOT_ADMIN, NOT_SIGNED_IN } from '../auth/session-user.js';
import type { Refusal } from '../errors/domain-error.js';

/** The shape of every error answer (AllExceptionsFilter). */
class ErrorDto {
  @ApiProperty({ example: 403 }) statusCode: number;
  @ApiProperty({ example: 'Only the room owner can do that.', description: 'A sentence the apps show as-is' }) message: string;
  @ApiProperty({ example: 'Forbidden' }) error: string;
  @ApiProperty({
    example: 'NOT_ROOM_OWNER',
    description:
      'What was refused, stable across wording and language (SCREAMING_SNAKE_CASE, listed with each answer below): ' +
      "programs branch and translate on it, never on the sentence. An error the product did not word itself has its HTTP status's (e.g. NOT_FOUND)",
  })
  code: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    example: { maxQueueSize: 50 },
    description: "The figures and names the sentence is filled with (e.g. QUEUE_FULL's maxQueueSize), for a client's own wording; {} when none",
  })
  params: Record<string, string | number>;
}

/**
 * Documents a route's error answers with their sentences: the same refusals the code throws, e.g.
 * `@ApiErrors(NOT_SIGNED_IN, NOT_IN_ROOM, ROOM_NOT_FOUND)`. Several sentences for one status are
 * joined with " / ", in the order given, each followed by its code.
 */
export function ApiErrors(...refusals: (Refusal | readonly Refusal[])[]): MethodDecorator & ClassDecorator {
  const byStatus = new Map<number, string[]>();
  for (const { status, message, code } of refusals.flat()) byStatus.set(status, [...(byStatus.get(status) ?? []), `${message} (${code})`]);
  return applyDecorators(...[...byStatus].map(([status, messages]) => ApiResponse({ status, type: ErrorDto, description: messages.join(' / ') })));
}

/** The refusals of every admin-only route (AdminGuard): `@ApiErrors(...ADMINS_ONLY, USER_NOT_FOUND)`. */
export const ADMINS_ONLY = [NOT_SIGNED_IN, NOT_ADMIN] as const;
