import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { RoomReader } from './screen-viewer.js';
import { NOT_SIGNED_IN_MESSAGE, type SessionUser } from './session-user.js';

/** The session's user; use behind a guard that requires sign-in (it throws 401 otherwise). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<FastifyRequest>().sessionUser;
  if (!user) throw new UnauthorizedException(NOT_SIGNED_IN_MESSAGE);
  return user;
});

/** Who reads a room's stage: the session's person, or a paired screen on a @ScreenMayRead() route. */
export const CurrentReader = createParamDecorator((_data: unknown, context: ExecutionContext): RoomReader => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const reader = request.sessionUser ?? request.screenViewer;
  if (!reader) throw new UnauthorizedException(NOT_SIGNED_IN_MESSAGE);
  return reader;
});
