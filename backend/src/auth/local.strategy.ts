import { BadRequestException, type ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import { THROTTLE_RULES, ThrottleCounters } from '../common/http/throttling.js';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/env.js';
import type { User } from '../users/entities/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { INVALID_CREDENTIALS, PASSWORD_REQUIRED, USERNAME_REQUIRED } from './auth.errors.js';

/** passport-local: username + password against the argon2id hash. Guests have no password. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly users: UsersService) {
    super({ session: false });
  }

  async validate(username: string, password: string): Promise<User> {
    const user = await this.users.verifyCredentials(username, password);
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS.message);
    return user;
  }
}

/**
 * Sign-in's guard: the body must say who (a missing field is a 400 with its sentence), then the
 * limits that punish attackers, not venues (README "Rate limits"). Only a wrong password counts,
 * per username and address (LOGIN_RATE_LIMIT) and per address (LOGIN_ADDRESS_RATE_LIMIT). A
 * username past its limit is refused whatever the password; an address past its limit is refused
 * only its wrong passwords, so the right one still signs in: thirty people of one bar's Wi-Fi, or
 * a stranger's thirty guesses there, never lock the others out.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(
    private readonly counters: ThrottleCounters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const body = (request.body ?? {}) as { username?: unknown; password?: unknown };
    if (typeof body.username !== 'string' || body.username.length === 0) throw new BadRequestException(USERNAME_REQUIRED.message);
    if (typeof body.password !== 'string' || body.password.length === 0) throw new BadRequestException(PASSWORD_REQUIRED.message);
    const username = await this.counters.refusal('login', request);
    if (username) throw username;
    const network = await this.counters.refusal('loginAddress', request);
    try {
      return (await super.canActivate(context)) as boolean;
    } catch (error) {
      if (!(error instanceof UnauthorizedException)) throw error;
      // A wrong password (or no such account): one more against this username and this address.
      // The username is refused from its limit-th wrong password on (the next attempt waits), so it
      // gets exactly LOGIN_RATE_LIMIT guesses a minute; this one is still told it was wrong.
      const login = THROTTLE_RULES.login;
      await this.counters.count('login', login.tracker(request) ?? '', login.ttl, login.limit(this.config) - 1);
      const nowNetwork = await this.counters.countFor('loginAddress', this.config, request);
      throw network ?? nowNetwork ?? error;
    }
  }
}
