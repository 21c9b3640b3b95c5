import { HttpStatus } from '@nestjs/common';
import { refusal } from '../errors/domain-error.js';

/** What a person may do: every guard and rule reads it from the session (users.role holds it). */
export type UserRole = 'user' | 'moderator' | 'admin';

/**
 * The acting identity of a request, resolved from the session cookie by the auth module before
 * any guard runs (request.sessionUser). Every rule takes identity from here, never from a body.
 */
export interface SessionUser {
  sessionId: string;
  userId: number;
  username: string;
  displayName: string;
  role: UserRole;
  subscriptionTier: number;
  isGuest: boolean;
  roomId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser;
  }
}

export const NOT_SIGNED_IN_MESSAGE = 'You need to be logged in to access this page.';
export const NOT_ADMIN_MESSAGE = 'You need admin privileges to access this page.';
export const NEEDS_ACCOUNT_MESSAGE = 'This needs an account. Create one to use it.';

/** The guards' refusals, for the routes' @ApiErrors. */
export const NOT_SIGNED_IN = refusal('NOT_SIGNED_IN', HttpStatus.UNAUTHORIZED, NOT_SIGNED_IN_MESSAGE);
export const NOT_ADMIN = refusal('NOT_ADMIN', HttpStatus.FORBIDDEN, NOT_ADMIN_MESSAGE);
export const NEEDS_ACCOUNT = refusal('NEEDS_ACCOUNT', HttpStatus.FORBIDDEN, NEEDS_ACCOUNT_MESSAGE);
