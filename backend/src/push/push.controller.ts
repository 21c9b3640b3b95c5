import { Body, Controller, Delete, Get, HttpCode, Put, UseGuards } from '@nestjs/common';
import { ApiBody, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { SignedInGuard } from '../common/auth/guards.js';
import { NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { PushKeyDto, PushSubscribedDto, PushSubscriptionDto, PushUnsubscribeDto } from './dto/push.dto.js';
import {
  PUSH_AUTH_INVALID,
  PUSH_ENDPOINT_INSIDE,
  PUSH_ENDPOINT_INVALID,
  PUSH_ENDPOINT_TAKEN,
  PUSH_KEY_INVALID,
  PUSH_KEYS_REQUIRED,
  PUSH_LANGUAGE_INVALID,
} from './push.errors.js';
import { PushService } from './push.service.js';

/** "Notify me when it's my turn": the browser's Web Push subscription, kept with the session. */
@ApiTags('push')
@Controller('push')
export class PushController {
  constructor(private readonly push: PushService) {}

  @Get('key')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth(SESSION_COOKIE_NAME)
  @ApiOperation({ summary: "The server's VAPID public key, to subscribe with (PushManager.subscribe's applicationServerKey)" })
  @ApiOkResponse({ type: PushKeyDto })
  @ApiErrors(NOT_SIGNED_IN)
  key(): PushKeyDto {
    return { publicKey: this.push.publicKey };
  }

  @Put('subscription')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiCookieAuth(SESSION_COOKIE_NAME)
  @ApiOperation({
    summary: "Notify this browser when it is your turn to sing (You're up next, You're on!)",
    description:
      'Keeps the subscription with your session: it ends with the session (sign-out, boot, kick, expiry). Sending the same endpoint again updates it. ' +
      "Notifications are worded in `language` (the party app's language in this browser), else in the room's. " +
      'The endpoint must be a push service on the internet (https, port 443, not a local, private or reserved address); one another person ' +
      'subscribed moves to you only with its keys (the same browser).',
  })
  @ApiOkResponse({ type: PushSubscribedDto })
  @ApiErrors(
    PUSH_ENDPOINT_INVALID,
    PUSH_ENDPOINT_INSIDE,
    PUSH_KEYS_REQUIRED,
    PUSH_KEY_INVALID,
    PUSH_AUTH_INVALID,
    PUSH_LANGUAGE_INVALID,
    NOT_SIGNED_IN,
    PUSH_ENDPOINT_TAKEN,
  )
  async subscribe(@Body() body: PushSubscriptionDto, @CurrentUser() user: SessionUser): Promise<PushSubscribedDto> {
    await this.push.subscribe(user, body);
    return { subscribed: true };
  }

  @Delete('subscription')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth(SESSION_COOKIE_NAME)
  @ApiOperation({ summary: 'Stop notifying this browser (an endpoint that is not yours changes nothing)' })
  @ApiBody({ type: PushUnsubscribeDto })
  @ApiOkResponse({ type: PushSubscribedDto })
  @ApiErrors(PUSH_ENDPOINT_INVALID, NOT_SIGNED_IN)
  async unsubscribe(@Body() body: PushUnsubscribeDto, @CurrentUser() user: SessionUser): Promise<PushSubscribedDto> {
    await this.push.unsubscribe(user, body.endpoint);
    return { subscribed: false };
  }
}
