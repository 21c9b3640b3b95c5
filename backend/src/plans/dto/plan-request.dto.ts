import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery, PaginationDto } from '../../admin/dto/admin.dto.js';
import { LoginDto } from '../../auth/dto/auth.dto.js';
import { PLAN_REQUEST_STATUSES, type PlanRequestStatus } from '../entities/plan-request.entity.js';
import { DECLINE_REASON_TOO_LONG, PLAN_REQUEST_SORT_CHOICES, PLAN_REQUEST_STATUS_CHOICES, PLAN_REQUEST_TIER_CHOICES } from '../plan-requests.errors.js';

/** The plans an account can ask for (the admin tier is a role, not a plan). */
export const REQUESTABLE_TIERS = [2, 3] as const;
export const PLAN_REQUEST_SORTS = ['createdAt', 'tier', 'status'] as const;

export class AskForPlanDto {
  @ApiProperty({ enum: REQUESTABLE_TIERS, example: 2, description: 'The plan asked for: 2 Premium or 3 Pro' })
  @Type(() => Number)
  @IsIn(REQUESTABLE_TIERS, { message: PLAN_REQUEST_TIER_CHOICES.message })
  tier: number;
}

export class PlanRequestDto {
  @ApiProperty() requestId: number;
  @ApiProperty() userId: number;
  @ApiProperty() username: string;
  @ApiProperty() displayName: string;
  @ApiProperty({ enum: [1, 2, 3], description: 'The plan the account had when it asked' }) fromTier: number;
  @ApiProperty({ enum: REQUESTABLE_TIERS, description: 'The plan asked for' }) tier: number;
  @ApiProperty({ enum: PLAN_REQUEST_STATUSES }) status: PlanRequestStatus;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ nullable: true, type: Date }) decidedAt: Date | null;
  @ApiProperty({ nullable: true, type: String, description: 'The administrator who answered' }) decidedBy: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Why it was declined, shown to the host' }) reason: string | null;
}

export class MyPlanRequestDto {
  @ApiProperty({ type: PlanRequestDto, nullable: true, description: "This account's latest request, waiting or answered; null when it never asked" })
  request: PlanRequestDto | null;
}

export class PlanRequestWithdrawnDto {
  @ApiProperty() requestId: number;
  @ApiProperty({ example: true }) withdrawn: boolean;
}

export class DeclinePlanRequestDto {
  @ApiPropertyOptional({ maxLength: 200, example: 'Premium is for regular hosts: ask again after your first party.' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(200, { message: DECLINE_REASON_TOO_LONG.message })
  @IsString({ message: DECLINE_REASON_TOO_LONG.message })
  reason?: string;
}

/** An administrator's sign-in details, typed on the host's own screen (a self-hosted server's owner approving in place). */
export class ApproveHereDto extends LoginDto {}

export class PlanRequestsQueryDto extends PageQuery {
  @ApiPropertyOptional({ enum: PLAN_REQUEST_SORTS, default: 'createdAt' })
  @IsOptional()
  @IsIn(PLAN_REQUEST_SORTS, { message: PLAN_REQUEST_SORT_CHOICES.message })
  sortBy?: (typeof PLAN_REQUEST_SORTS)[number];

  @ApiPropertyOptional({ enum: PLAN_REQUEST_STATUSES, description: 'Only requests in this state (the back office opens on pending)' })
  @IsOptional()
  @IsIn(PLAN_REQUEST_STATUSES, { message: PLAN_REQUEST_STATUS_CHOICES.message })
  status?: PlanRequestStatus;
}

export class PlanRequestPageDto {
  @ApiProperty({ type: [PlanRequestDto] }) data: PlanRequestDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}
