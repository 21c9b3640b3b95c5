import { BadRequestException, type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
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

/** Checks the body says who before passport runs, so a missing field is a 400 with its sentence. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override canActivate(context: ExecutionContext) {
    const body = (context.switchToHttp().getRequest<FastifyRequest>().body ?? {}) as { username?: unknown; password?: unknown };
    if (typeof body.username !== 'string' || body.username.length === 0) throw new BadRequestException(USERNAME_REQUIRED.message);
    if (typeof body.password !== 'string' || body.password.length === 0) throw new BadRequestException(PASSWORD_REQUIRED.message);
    return super.canActivate(context);
  }
}
