import { UserIdPipe } from '../common/http/path-params.js';
import { Body, Controller, Param, Patch, Put, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SignedInGuard } from '../common/auth/guards.js';
import { NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { HeartbeatDto, UpdateUserDto, UserDto } from './dto/user.dto.js';
import { UsersService } from './users.service.js';
import { DISPLAY_NAME_REQUIRED, DISPLAY_NAME_TOO_LONG, NOT_YOURSELF, PASSWORD_TOO_SHORT, USER_NOT_FOUND } from './users.errors.js';

@ApiTags('users')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('users')
@UseGuards(SignedInGuard)
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Put(':userId')
  @ApiOperation({ summary: 'Update your profile: display name and, optionally, a new password (self or admin)' })
  @ApiOkResponse({ type: UserDto })
  @ApiErrors(DISPLAY_NAME_REQUIRED, DISPLAY_NAME_TOO_LONG, PASSWORD_TOO_SHORT, NOT_SIGNED_IN, NOT_YOURSELF, USER_NOT_FOUND)
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
