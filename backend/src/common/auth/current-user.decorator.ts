import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { NOT_SIGNED_IN_MESSAGE, type SessionUser } from './session-user.js';

/** The session's user; use behind a guard that requires sign-in (it throws 401 otherwise). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<FastifyRequest>().sessionUser;
  if (!user) throw new UnauthorizedException(NOT_SIGNED_IN_MESSAGE);
  return user;
});
