import {
  BadRequestException,
  Body,
  Controller,
  type ExecutionContext,
  Get,
  HttpCode,
  Injectable,
  Param,
  Post,
  Query,
  Req,
  Res,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { ApiCookieAuth, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PASSWORD_REQUIRED, USERNAME_REQUIRED } from '../auth/auth.errors.js';
import { LocalAuthGuard } from '../auth/local.strategy.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { AdminGuard, RegisteredUserGuard, SignedInGuard } from '../common/auth/guards.js';
import { NEEDS_ACCOUNT, NOT_SIGNED_IN, type SessionUser } from '../common/auth/session-user.js';
import { DomainError } from '../common/errors/domain-error.js';
import { ADMINS_ONLY, ApiErrors } from '../common/http/api-errors.js';
import { PlanRequestIdPipe } from '../common/http/path-params.js';
import { SESSION_COOKIE_NAME } from '../common/http/swagger.js';
import { tooManyRequests } from '../common/http/throttling.js';
import { ApproveHereDto, DeclinePlanRequestDto, PlanRequestDto, PlanRequestPageDto, PlanRequestsQueryDto } from '../plans/dto/plan-request.dto.js';
import {
  APPROVER_NOT_ADMIN,
  APPROVER_SIGN_IN_WRONG,
  DECLINE_REASON_TOO_LONG,
  NO_PLAN_REQUEST,
  PLAN_REQUEST_ANSWERED,
  PLAN_REQUEST_NOT_FOUND,
  PLAN_REQUEST_SORT_CHOICES,
  PLAN_REQUEST_STATUS_CHOICES,
} from '../plans/plan-requests.errors.js';
import { PlanRequestsService } from '../plans/plan-requests.service.js';
import type { User } from '../users/entities/user.entity.js';
import { PASSWORD_CHECKS_BUSY } from '../users/users.errors.js';
import { BOTH_CONVENTIONS, FILTER_REQUEST_IDS, PAGE_SIZE_CHOICES, RANGE_INVALID } from './admin.errors.js';
import { AdminService } from './admin.service.js';
import { fromSimpleRest, isSimpleRest, setContentRange } from './simple-rest.js';

function requestIds(ids: unknown[] | undefined): number[] | undefined {
  if (ids && !ids.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) throw new BadRequestException(FILTER_REQUEST_IDS.message);
  return ids as number[] | undefined;
}

/** The back office's list of hosts' plan requests, each approved or declined with one tap (docs/product.md "Plans that fit a party"). */
@ApiTags('admin')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('admin/plan-requests')
@UseGuards(AdminGuard)
@ApiExtraModels(PlanRequestPageDto, PlanRequestDto)
export class PlanRequestsAdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly requests: PlanRequestsService,
  ) {}

  @Get()
  @ApiOperation({ summary: "Hosts' plan requests, newest first: page/pageSize/sortBy/sortOrder/search/status, or range/sort/filter" })
  @ApiOkResponse({
    description: 'With page/pageSize: {data, pagination}. With range/sort/filter (ra-data-simple-rest): the rows as an array, and Content-Range.',
    schema: { oneOf: [{ $ref: getSchemaPath(PlanRequestPageDto) }, { type: 'array', items: { $ref: getSchemaPath(PlanRequestDto) } }] },
    headers: { 'Content-Range': { description: 'Only with range/sort/filter: "plan-requests 0-24/31" (or "plan-requests */0")', schema: { type: 'string' } } },
  })
  @ApiErrors(...ADMINS_ONLY, PAGE_SIZE_CHOICES, RANGE_INVALID, BOTH_CONVENTIONS, PLAN_REQUEST_SORT_CHOICES, PLAN_REQUEST_STATUS_CHOICES, FILTER_REQUEST_IDS)
  async list(@Query() query: PlanRequestsQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<PlanRequestPageDto | PlanRequestDto[]> {
    const simple = isSimpleRest(query) ? await fromSimpleRest(query as Record<string, unknown>, PlanRequestsQueryDto) : undefined;
    const q = simple?.query ?? query;
    const { data, total } = await this.requests.list(q, requestIds(simple?.ids));
    const pageSize = q.pageSize ?? 25;
    if (simple) {
      setContentRange(reply, 'plan-requests', simple.start, data.length, total);
      return data;
    }
    return { data, pagination: { total, page: q.page ?? 1, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) } };
  }

  @Post(':requestId/approve')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Approve a plan request: the account moves to the plan asked for, and its open rooms get the new limits at once (written to the audit log)',
  })
  @ApiOkResponse({ type: PlanRequestDto })
  @ApiErrors(...ADMINS_ONLY, PLAN_REQUEST_NOT_FOUND, PLAN_REQUEST_ANSWERED)
  approve(@Param('requestId', PlanRequestIdPipe) requestId: number, @CurrentUser() me: SessionUser): Promise<PlanRequestDto> {
    return this.admin.answerPlanRequest(me, requestId, { approve: true });
  }

  @Post(':requestId/decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline a plan request, with an optional reason the host reads on the Plans page (written to the audit log)' })
  @ApiOkResponse({ type: PlanRequestDto })
  @ApiErrors(...ADMINS_ONLY, DECLINE_REASON_TOO_LONG, PLAN_REQUEST_NOT_FOUND, PLAN_REQUEST_ANSWERED)
  decline(
    @Param('requestId', PlanRequestIdPipe) requestId: number,
    @Body() body: DeclinePlanRequestDto,
    @CurrentUser() me: SessionUser,
  ): Promise<PlanRequestDto> {
    return this.admin.answerPlanRequest(me, requestId, { approve: false, reason: body.reason });
  }
}

/**
 * Sign-in's check of a username and password, with its limits (LocalAuthGuard), for details typed
 * on someone else's signed-in screen: wrong ones are a 403, since a 401 tells the app that its own
 * session ended.
 */
@Injectable()
export class ApproverSignInGuard extends LocalAuthGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    try {
      return await super.canActivate(context);
    } catch (error) {
      if (error instanceof UnauthorizedException) throw new DomainError(APPROVER_SIGN_IN_WRONG);
      throw error;
    }
  }
}

/**
 * On a self-hosted server the host is often its administrator too, signed in with a personal
 * account: they approve their own request on the spot by typing the administrator's sign-in,
 * checked (and counted against sign-in's limits) exactly as at sign-in.
 */
@ApiTags('plans')
@ApiCookieAuth(SESSION_COOKIE_NAME)
@Controller('plan-requests')
export class ApproveHereController {
  constructor(
    private readonly admin: AdminService,
    private readonly requests: PlanRequestsService,
  ) {}

  @Post('mine/approve-here')
  @HttpCode(200)
  @UseGuards(SignedInGuard, RegisteredUserGuard, ApproverSignInGuard)
  @ApiOperation({
    summary: "Approve this account's waiting plan request with an administrator's username and password, typed on this screen",
    description:
      "The administrator's sign-in is checked as at sign-in, and wrong passwords count against the same limits (LOGIN_RATE_LIMIT, LOGIN_ADDRESS_RATE_LIMIT). " +
      'This browser stays signed in as the host.',
  })
  @ApiOkResponse({ type: PlanRequestDto })
  @ApiErrors(
    NOT_SIGNED_IN,
    NEEDS_ACCOUNT,
    USERNAME_REQUIRED,
    PASSWORD_REQUIRED,
    APPROVER_SIGN_IN_WRONG,
    tooManyRequests('login', 42),
    tooManyRequests('loginAddress', 600),
    PASSWORD_CHECKS_BUSY,
    APPROVER_NOT_ADMIN,
    NO_PLAN_REQUEST,
  )
  async approveHere(@Body() _body: ApproveHereDto, @Req() request: FastifyRequest & { user: User }, @CurrentUser() me: SessionUser): Promise<PlanRequestDto> {
    const approver = request.user;
    if (approver.role !== 'admin') throw new DomainError(APPROVER_NOT_ADMIN);
    const waiting = await this.requests.waitingOf(me.userId);
    if (!waiting) throw new DomainError(NO_PLAN_REQUEST);
    return this.admin.answerPlanRequest(approver, waiting.requestId, { approve: true });
  }
}
