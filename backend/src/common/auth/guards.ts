import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, SetMetadata, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { NEEDS_ACCOUNT_MESSAGE, NOT_ADMIN_MESSAGE, NOT_SIGNED_IN_MESSAGE, type SessionUser } from './session-user.js';

function sessionUser(context: ExecutionContext): SessionUser {
  const user = context.switchToHttp().getRequest<FastifyRequest>().sessionUser;
  if (!user) throw new UnauthorizedException(NOT_SIGNED_IN_MESSAGE);
  return user;
}

const SCREEN_MAY_READ = 'screenMayRead';

/**
 * The stage's reads a paired screen may make (the room, its queue, what plays), for its own room
 * only (LiveRooms.canRead): SignedInGuard lets a screen through on these routes and no others.
 */
export const ScreenMayRead = (): MethodDecorator => SetMetadata(SCREEN_MAY_READ, true);

/** Anyone with a session: registered users, admins and guests (and, on @ScreenMayRead() routes, a paired screen). 401 otherwise. */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.sessionUser && request.screenViewer && this.reflector.get<boolean>(SCREEN_MAY_READ, context.getHandler())) return true;
    sessionUser(context);
    return true;
  }
}

/** Registered (non-guest) users only: 401 signed out, 403 for guests. */
@Injectable()
export class RegisteredUserGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (sessionUser(context).isGuest) throw new ForbiddenException(NEEDS_ACCOUNT_MESSAGE);
    return true;
  }
}

/** Admins only (role admin): 401 signed out, 403 for everyone else. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (sessionUser(context).role !== 'admin') throw new ForbiddenException(NOT_ADMIN_MESSAGE);
    return true;
  }
}
