import { Body, Controller, Delete, Get, Post, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { RegisteredUserGuard, SignedInGuard } from '../common/auth/guards.js';
import { NEEDS_ACCOUNT, NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { ApiErrors } from '../common/http/api-errors.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { unknownField } from '../common/http/validation.js';
import { AskForPlanDto, MyPlanRequestDto, PlanRequestDto, PlanRequestWithdrawnDto } from './dto/plan-request.dto.js';
import { ALREADY_ON_PLAN, NO_PLAN_REQUEST, PLAN_REQUEST_TIER_CHOICES } from './plan-requests.errors.js';
import { PlanRequestsService } from './plan-requests.service.js';

/** A host asks for a bigger plan from the Plans page (docs/product.md "Plans that fit a party"). */
@ApiTags('plans')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('plan-requests')
@UseGuards(SignedInGuard, RegisteredUserGuard)
export class PlanRequestsController {
  constructor(private readonly requests: PlanRequestsService) {}

  @Post()
  @ApiOperation({
    summary: "Ask the server's administrators for a bigger plan; asking again while one waits changes the plan it asks for",
    description:
      'The request is listed in the back office, where an administrator approves or declines it; ' + 'approved, the new limits reach the open rooms at once.',
  })
  @ApiCreatedResponse({ type: PlanRequestDto })
  @ApiErrors(NOT_SIGNED_IN, NEEDS_ACCOUNT, PLAN_REQUEST_TIER_CHOICES, unknownField('x'), ALREADY_ON_PLAN)
  ask(@Body() body: AskForPlanDto, @CurrentUser() user: SessionUser): Promise<PlanRequestDto> {
    return this.requests.ask(user, body.tier);
  }

  @Get('mine')
  @ApiOperation({ summary: "This account's latest plan request, waiting or answered (with the reason of a decline), or null" })
  @ApiOkResponse({ type: MyPlanRequestDto })
  @ApiErrors(NOT_SIGNED_IN, NEEDS_ACCOUNT)
  async mine(@CurrentUser() user: SessionUser): Promise<MyPlanRequestDto> {
    return { request: await this.requests.latestOf(user.userId) };
  }

  @Delete('mine')
  @ApiOperation({ summary: 'Take back the plan request that waits' })
  @ApiOkResponse({ type: PlanRequestWithdrawnDto })
  @ApiErrors(NOT_SIGNED_IN, NEEDS_ACCOUNT, NO_PLAN_REQUEST)
  withdraw(@CurrentUser() user: SessionUser): Promise<PlanRequestWithdrawnDto> {
    return this.requests.withdraw(user);
  }
}
