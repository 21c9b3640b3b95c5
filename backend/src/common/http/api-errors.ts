import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiResponse } from '@nestjs/swagger';
import { NOT_ADMIN_MESSAGE, NOT_SIGNED_IN_MESSAGE } from '../auth/session-user.js';

/** The shape of every error answer (AllExceptionsFilter). */
class ErrorDto {
  @ApiProperty({ example: 403 }) statusCode: number;
  @ApiProperty({ example: 'Only the room owner can do that.', description: 'A sentence the apps show as-is' }) message: string;
  @ApiProperty({ example: 'Forbidden' }) error: string;
}

/**
 * Documents a route's error answers with their sentences, e.g.
 * `@ApiErrors({ 401: NOT_SIGNED_IN_MESSAGE, 404: 'Room not found' })`. Several sentences for one
 * status are joined with " / ".
 */
export function ApiErrors(errors: Partial<Record<400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 503, string | string[]>>): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...Object.entries(errors).map(([status, sentences]) =>
      ApiResponse({ status: Number(status), type: ErrorDto, description: Array.isArray(sentences) ? sentences.join(' / ') : (sentences as string) }),
    ),
  );
}

/** The refusals of every admin-only route (AdminGuard): `@ApiErrors({ ...ADMINS_ONLY, 404: … })`. */
export const ADMINS_ONLY = { 401: NOT_SIGNED_IN_MESSAGE, 403: NOT_ADMIN_MESSAGE } as const;
