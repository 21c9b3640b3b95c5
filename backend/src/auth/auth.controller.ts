import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SignedInGuard } from '../common/auth/guards.js';
import { NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { RateLimit, tooManyRequests } from '../common/http/throttling.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { UserDto } from '../users/dto/user.dto.js';
import type { User } from '../users/entities/user.entity.js';
import { DISPLAY_NAME_REQUIRED, PASSWORD_CHECKS_BUSY, PASSWORD_TOO_SHORT, USERNAME_TAKEN } from '../users/users.errors.js';
import { BETA_CODE_REQUIRED, INVALID_BETA_CODE, INVALID_CREDENTIALS, PASSWORD_REQUIRED, USERNAME_REQUIRED, USERNAME_TOO_SHORT } from './auth.errors.js';
import { AuthService } from './auth.service.js';
import { AuthCheckDto, LoginDto, LogoutDto, RegisterDto } from './dto/auth.dto.js';
import { LocalAuthGuard } from './local.strategy.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('register')
  @RateLimit('register')
  @ApiOperation({ summary: 'Create an account with a beta access code (then sign in)' })
  @ApiCreatedResponse({ type: UserDto })
  @ApiErrors(
    USERNAME_TOO_SHORT,
    DISPLAY_NAME_REQUIRED,
    PASSWORD_TOO_SHORT,
    BETA_CODE_REQUIRED,
    INVALID_BETA_CODE,
    USERNAME_TAKEN,
    tooManyRequests('register', 1200),
    PASSWORD_CHECKS_BUSY,
  )
  register(@Body() body: RegisterDto): Promise<UserDto> {
    return this.auth.register(body);
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @UseGuards(LocalAuthGuard)
  @ApiOperation({
    summary: "Sign in: sets the httpOnly session cookie and this browser's device cookie (kp_device), and answers the user",
    description:
      'Only wrong passwords are counted: per username and address (LOGIN_RATE_LIMIT a minute; past it that username is refused 429 ' +
      'whatever the password) and per address whatever the username (LOGIN_ADDRESS_RATE_LIMIT in 15 minutes; past it wrong passwords ' +
      'from there are refused 429, a right one still signs in). Password checks run a few at a time: when too many wait, the answer is 503 with Retry-After.',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(
    USERNAME_REQUIRED,
    PASSWORD_REQUIRED,
    INVALID_CREDENTIALS,
    tooManyRequests('login', 42),
    tooManyRequests('loginAddress', 600),
    PASSWORD_CHECKS_BUSY,
  )
  login(@Body() _body: LoginDto, @Req() request: FastifyRequest & { user: User }, @Res({ passthrough: true }) reply: FastifyReply): Promise<UserDto> {
    return this.auth.login(request.user, request, reply);
  }

  @Post('logout')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Sign out: ends this browser's session (harmless when already signed out)" })
  @ApiOkResponse({ type: LogoutDto })
  logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<LogoutDto> {
    return this.auth.logout(request, reply);
  }

  @Get('check')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth(SESSION_COOKIE_NAME)
  @ApiOperation({ summary: 'Whether this browser is signed in (200) or not (401)' })
  @ApiOkResponse({ type: AuthCheckDto })
  @ApiErrors(NOT_SIGNED_IN)
  check(@CurrentUser() user: SessionUser): Promise<AuthCheckDto> {
    return this.auth.check(user);
  }

  @Get('me')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth(SESSION_COOKIE_NAME)
  @ApiOperation({ summary: 'The signed-in person, with role and tier' })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(NOT_SIGNED_IN)
  me(@CurrentUser() user: SessionUser): Promise<UserDto> {
    return this.auth.me(user);
  }
}
