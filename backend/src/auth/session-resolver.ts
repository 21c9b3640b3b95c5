import { Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { SessionLookup } from '../common/auth/session-lookup.js';
import type { SessionUser } from '../common/auth/session-user.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { UsersRepository } from '../users/users.repository.js';
import { readCookie, SessionsService } from './sessions.service.js';

/**
 * Who is acting: a request's (or a socket handshake's) session cookie resolved to the person.
 * The session comes from the sessions module; a use worth recording also moves the person's
 * lastActive, which the users module owns. Provided as SESSION_LOOKUP for the realtime channel check.
 */
@Injectable()
export class SessionResolver implements SessionLookup {
  private readonly logger = new Logger('Sessions');

  constructor(
    private readonly sessions: SessionsService,
    private readonly users: UsersRepository,
  ) {}

  tokenOf(request: FastifyRequest): string | undefined {
    return this.sessions.tokenOf(request);
  }

  /** The person behind a token, or undefined when it is unknown, ended or expired. */
  async resolve(token: string): Promise<SessionUser | undefined> {
    const resolved = await this.sessions.resolve(token);
    if (resolved?.seenAt) {
      try {
        await this.users.touch(resolved.user.userId, resolved.seenAt);
      } catch (error) {
        this.logger.warn(`Could not record activity of session ${resolved.user.sessionId}: ${(error as Error).message}`);
      }
    }
    return resolved?.user;
  }

  async fromCookieHeader(cookieHeader: string | undefined): Promise<SessionUser | undefined> {
    const token = readCookie(cookieHeader, SESSION_COOKIE_NAME);
    return token ? this.resolve(token) : undefined;
  }

  sessionKeyOf(cookieHeader: string | undefined): string | undefined {
    return this.sessions.keyOf(cookieHeader);
  }

  onRevoked(listener: (keys: readonly string[] | null) => void): void {
    this.sessions.onRevoked(listener);
  }

  endedOf(keys: readonly string[]): Promise<Map<string, string>> {
    return this.sessions.endedOf(keys);
  }
}
