import { UserIdPipe } from '../common/http/path-params.js';
import { Body, Controller, Param, Patch, Put, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SignedInGuard } from '../common/auth/guards.js';
import { NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { RateLimit, tooManyRequests } from '../common/http/throttling.js';
import { HeartbeatDto, UpdateUserDto, UserDto } from './dto/user.dto.js';
import { UsersService } from './users.service.js';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  DISPLAY_NAME_REQUIRED,
  DISPLAY_NAME_TOO_LONG,
  GUEST_HAS_NO_PASSWORD,
  NOT_YOURSELF,
  PASSWORD_CHECKS_BUSY,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  USER_NOT_FOUND,
} from './users.errors.js';

@ApiTags('users')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('users')
@UseGuards(SignedInGuard)
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Put(':userId')
  @RateLimit('profileUpdate')
  @ApiOperation({
    summary: 'Update your profile: display name and, optionally, a new password (self or admin)',
    description:
      'A new password for your own account needs currentPassword; it ends every other session of the account (this one stays). ' +
      "An admin setting someone else's password needs none, and ends all of that person's sessions. " +
      'Limited to PROFILE_UPDATE_RATE_LIMIT changes an hour per person.',
  })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(
    DISPLAY_NAME_REQUIRED,
    DISPLAY_NAME_TOO_LONG,
    PASSWORD_TOO_SHORT,
    PASSWORD_TOO_LONG,
    CURRENT_PASSWORD_REQUIRED,
    NOT_SIGNED_IN,
    CURRENT_PASSWORD_WRONG,
    NOT_YOURSELF,
    GUEST_HAS_NO_PASSWORD,
    USER_NOT_FOUND,
    tooManyRequests('profileUpdate', 1800),
    PASSWORD_CHECKS_BUSY,
  )
  update(@Param('userId', UserIdPipe) userId: number, @Body() body: UpdateUserDto, @CurrentUser() user: SessionUser): Promise<UserDto> {
    return this.users.updateProfile(user, userId, body);
  }

  @Patch(':userId/heartbeat')
  @ApiOperation({ summary: 'Say you are still here (sent every 30 s; online means heard from within 2 minutes)' })
  @ApiOkResponse({ type: HeartbeatDto })
  @ApiErrors(NOT_SIGNED_IN, NOT_YOURSELF)
  heartbeat(@Param('userId', UserIdPipe) userId: number, @CurrentUser() user: SessionUser): Promise<HeartbeatDto> {
    return this.users.heartbeat(user, userId);
  }
}
