import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { NEEDS_ACCOUNT_MESSAGE, NOT_ADMIN_MESSAGE, NOT_SIGNED_IN_MESSAGE, type SessionUser } from './session-user.js';

function sessionUser(context: ExecutionContext): SessionUser {
  const user = context.switchToHttp().getRequest<FastifyRequest>().sessionUser;
  if (!user) throw new UnauthorizedException(NOT_SIGNED_IN_MESSAGE);
  return user;
}

/** Anyone with a session: registered users, admins and guests. 401 otherwise. */
@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
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
