import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOT_SIGNED_IN_MESSAGE, type SessionUser } from '../common/auth/session-user.js';
import { DomainError } from '../common/errors/domain-error.js';
import type { UserDto } from '../users/dto/user.dto.js';
import type { User } from '../users/entities/user.entity.js';
import { toUserDto, UsersService } from '../users/users.service.js';
import { UsersRepository } from '../users/users.repository.js';
import { AccountsBootstrap } from './accounts-bootstrap.service.js';
import type { AuthCheckDto, LogoutDto, RegisterDto } from './dto/auth.dto.js';
import { SessionsService } from './sessions.service.js';
import { INVALID_BETA_CODE } from './auth.errors.js';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly userRepository: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly bootstrap: AccountsBootstrap,
  ) {}

  async register(body: RegisterDto): Promise<UserDto> {
    if (!this.bootstrap.acceptsBetaCode(body.betaCode)) throw new DomainError(INVALID_BETA_CODE);
    return toUserDto(await this.users.createRegistered({ username: body.username, displayName: body.displayName, password: body.password }));
  }

  async login(user: User, request: FastifyRequest, reply: FastifyReply): Promise<UserDto> {
    // A browser signing in as someone else leaves its previous session behind, ended.
    const previous = this.sessions.tokenOf(request);
    if (previous) await this.sessions.endByToken(previous, 'replaced');
    await this.sessions.issueNow(request, reply, user.userId, 'user');
    return toUserDto(user);
  }

  async logout(request: FastifyRequest, reply: FastifyReply): Promise<LogoutDto> {
    const token = this.sessions.tokenOf(request);
    if (token) await this.sessions.endByToken(token, 'logout');
    this.sessions.clearCookie(request, reply);
    return { loggedOut: true };
  }

  async me(actor: SessionUser): Promise<UserDto> {
    const user = await this.userRepository.findById(actor.userId);
    if (!user) throw new UnauthorizedException(NOT_SIGNED_IN_MESSAGE);
    return toUserDto(user);
  }

  async check(actor: SessionUser): Promise<AuthCheckDto> {
    return { authenticated: true, user: await this.me(actor) };
  }
}
