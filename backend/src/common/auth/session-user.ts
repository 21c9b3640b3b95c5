import type { UserRole } from '../../users/entities/user.entity.js';

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
