import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Length, Matches, MaxLength, Min } from 'class-validator';
import { HiddenVideoDto } from '../../player/dto/unplayable.dto.js';
import { TIER_NUMBERS } from '../../tiers/tier-defaults.js';
import {
  dateInvalid,
  DISPLAY_NAME_LENGTH,
  HIDDEN_VIDEO_SORT_CHOICES,
  HIDDEN_VIDEO_SORTS,
  HAS_ROOM_CHOICES,
  IS_ACTIVE_CHOICES,
  MAX_USERS_INVALID,
  MIN_USERS_INVALID,
  PAGE_INVALID,
  PAGE_SIZE_CHOICES,
  ROLE_CHOICES,
  ROLE_FILTER_CHOICES,
  ROOM_SORT_CHOICES,
  ROOM_SORTS,
  SEARCH_TOO_LONG,
  SORT_ORDER_CHOICES,
  SUBSCRIPTION_TIER_CHOICES,
  TIER_FILTER_CHOICES,
  USER_SORT_CHOICES,
  USER_SORTS,
  VERSION_INVALID,
} from '../admin.errors.js';

export const PAGE_SIZES = [25, 50, 100, 500] as const;

const lower = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.toLowerCase() : value);
const bool = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
const DATE = (field: string) => ({ message: dateInvalid(field).message });

export class PageQuery {
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: PAGE_INVALID.message })
  @IsInt({ message: PAGE_INVALID.message })
  page?: number;

  @ApiPropertyOptional({ enum: PAGE_SIZES, default: 25 })
  @IsOptional()
  @Type(() => Number)
  @IsIn(PAGE_SIZES, { message: PAGE_SIZE_CHOICES.message })
  pageSize?: number;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @Transform(lower)
  @IsIn(['asc', 'desc'], { message: SORT_ORDER_CHOICES.message })
  sortOrder?: 'asc' | 'desc';

  @ApiPropertyOptional({ description: 'Words to look for' })
  @IsOptional()
  @MaxLength(100, { message: SEARCH_TOO_LONG.message })
  @IsString()
  search?: string;

  // The ra-data-simple-rest convention (admin/simple-rest.ts), instead of the parameters above.
  @ApiPropertyOptional({
    description:
      'ra-data-simple-rest convention, instead of page/pageSize: the first and last row (0-based), a page of 25, 50, 100 or 500 rows. ' +
      'The answer is then a JSON array with a Content-Range header.',
    example: '[0,24]',
  })
  @IsOptional()
  @MaxLength(100)
  @IsString()
  range?: string;

  @ApiPropertyOptional({
    description: 'ra-data-simple-rest convention, instead of sortBy/sortOrder: [field, "ASC" or "DESC"] ("id" sorts by createdAt).',
    example: '["createdAt","DESC"]',
  })
  @IsOptional()
  @MaxLength(200)
  @IsString()
  sort?: string;

  @ApiPropertyOptional({
    description:
      'ra-data-simple-rest convention, instead of the filter parameters: a JSON object of the same filters ("q" is the search), and "id", a list of ids.',
    example: '{"q":"sam","tier":2}',
  })
  @IsOptional()
  @MaxLength(20_000)
  @IsString()
  filter?: string;
}

export class AdminUsersQueryDto extends PageQuery {
  @ApiPropertyOptional({ enum: USER_SORTS, default: 'createdAt' })
  @IsOptional()
  @IsIn(USER_SORTS, { message: USER_SORT_CHOICES.message })
  sortBy?: (typeof USER_SORTS)[number];

  @ApiPropertyOptional({ enum: TIER_NUMBERS })
  @IsOptional()
  @Type(() => Number)
  @IsIn(TIER_NUMBERS, { message: TIER_FILTER_CHOICES.message })
  tier?: number;

  @ApiPropertyOptional({ enum: ['user', 'moderator', 'admin'] })
  @IsOptional()
  @IsIn(['user', 'moderator', 'admin'], { message: ROLE_FILTER_CHOICES.message })
  role?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @Transform(bool)
  @IsIn([true, false], { message: HAS_ROOM_CHOICES.message })
  hasRoom?: boolean;

  @ApiPropertyOptional() @IsOptional() @IsISO8601({}, DATE('registrationDateFrom')) registrationDateFrom?: string;
  @ApiPropertyOptional() @IsOptional() @IsISO8601({}, DATE('registrationDateTo')) registrationDateTo?: string;
  @ApiPropertyOptional() @IsOptional() @IsISO8601({}, DATE('lastActiveFrom')) lastActiveFrom?: string;
  @ApiPropertyOptional() @IsOptional() @IsISO8601({}, DATE('lastActiveTo')) lastActiveTo?: string;
}

export class AdminRoomsQueryDto extends PageQuery {
  @ApiPropertyOptional({ enum: ROOM_SORTS, default: 'createdAt' })
  @IsOptional()
  @IsIn(ROOM_SORTS, { message: ROOM_SORT_CHOICES.message })
  sortBy?: (typeof ROOM_SORTS)[number];

  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(60)
  @IsString()
  ownerUsername?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @Transform(bool)
  @IsIn([true, false], { message: IS_ACTIVE_CHOICES.message })
  isActive?: boolean;

  @ApiPropertyOptional({ minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @Min(0, { message: MIN_USERS_INVALID.message })
  @IsInt({ message: MIN_USERS_INVALID.message })
  minUsers?: number;

  @ApiPropertyOptional({ minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @Min(0, { message: MAX_USERS_INVALID.message })
  @IsInt({ message: MAX_USERS_INVALID.message })
  maxUsers?: number;

  @ApiPropertyOptional() @IsOptional() @IsISO8601({}, DATE('creationDateFrom')) creationDateFrom?: string;
  @ApiPropertyOptional() @IsOptional() @IsISO8601({}, DATE('creationDateTo')) creationDateTo?: string;
}

export class PaginationDto {
  @ApiProperty() total: number;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty() totalPages: number;
}

export class AdminUserRowDto {
  @ApiProperty() userId: number;
  @ApiProperty() username: string;
  @ApiProperty() displayName: string;
  @ApiProperty() role: string;
  @ApiProperty() subscriptionTier: number;
  @ApiProperty({ nullable: true, type: String }) roomId: string | null;
  @ApiProperty({ nullable: true, type: String }) roomName: string | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ nullable: true, type: Date }) lastActive: Date | null;
  @ApiProperty({
    description: 'Version of the editable fields; send it back with PATCH so that a save made on an older version is refused (409)',
    example: '3f2a9c01b4d7e655',
  })
  version: string;
}

export class AdminUserPageDto {
  @ApiProperty({ type: [AdminUserRowDto] }) data: AdminUserRowDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}

export class AdminRoomRowDto {
  @ApiProperty() roomId: string;
  @ApiProperty() code: string;
  @ApiProperty() name: string;
  @ApiProperty() ownerId: number;
  @ApiProperty() ownerUsername: string;
  @ApiProperty({ description: 'People in the room, the owner included' }) userCount: number;
  @ApiProperty() queueCount: number;
  @ApiProperty() isActive: boolean;
  @ApiProperty() isLocked: boolean;
  @ApiProperty() createdAt: Date;
  @ApiProperty() lastActivity: Date;
}

export class AdminRoomPageDto {
  @ApiProperty({ type: [AdminRoomRowDto] }) data: AdminRoomRowDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}

export class AdminUpdateUserDto {
  @ApiPropertyOptional({ maxLength: 50 })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Length(1, 50, { message: DISPLAY_NAME_LENGTH.message })
  @IsString({ message: DISPLAY_NAME_LENGTH.message })
  displayName?: string;

  @ApiPropertyOptional({ enum: ['user', 'admin'] })
  @IsOptional()
  @IsIn(['user', 'admin'], { message: ROLE_CHOICES.message })
  role?: 'user' | 'admin';

  @ApiPropertyOptional({ enum: TIER_NUMBERS })
  @IsOptional()
  @IsIn(TIER_NUMBERS, { message: SUBSCRIPTION_TIER_CHOICES.message })
  subscriptionTier?: number;

  @ApiPropertyOptional({
    description: "The account's version as read (AdminUserRowDto.version). When given and another save happened in between, the save is refused with 409.",
    example: '3f2a9c01b4d7e655',
  })
  @IsOptional()
  @IsString({ message: VERSION_INVALID.message })
  @Matches(/^[0-9a-f]{16}$/, { message: VERSION_INVALID.message })
  version?: string;
}

export class TemporaryPasswordDto {
  @ApiProperty({ description: 'Shown once; the old password and every session stop working' }) temporaryPassword: string;
}

export class AdminActionDto {
  @ApiProperty() userId: number;
  @ApiProperty() done: boolean;
}

export class DemoteResultDto extends AdminUserRowDto {
  @ApiProperty({ description: 'True when admins demoted themselves (the SPA leaves /admin)' }) selfDemoted: boolean;
}

class CountByDate {
  @ApiProperty({ example: '2026-11-22' }) date: string;
  @ApiProperty() count: number;
}
class PeakHour {
  @ApiProperty({ minimum: 0, maximum: 23, description: 'Hour of the day (UTC)' }) hour: number;
  @ApiProperty() users: number;
}
class FeatureUsage {
  @ApiProperty() feature: string;
  @ApiProperty() usage: number;
}
class TierShare {
  @ApiProperty() tier: number;
  @ApiProperty() count: number;
  @ApiProperty() percentage: number;
}
class MetricsDto {
  @ApiProperty() totalUsers: number;
  @ApiProperty({ description: 'Active in the last 15 minutes (guests included)' }) activeUsers: number;
  @ApiProperty() totalRooms: number;
  @ApiProperty() activeRooms: number;
  @ApiProperty({ description: 'Most people online at once in the last 24 hours' }) peakConcurrentUsers: number;
  @ApiProperty({ description: 'Seconds, over sessions of the last 30 days' }) averageSessionDuration: number;
}
/** Named apart from GET /api/health's HealthDto: Swagger keys schemas by class name. */
class AnalyticsHealthDto {
  @ApiProperty({ description: 'Percent of API requests answered 5xx, last 5 minutes' }) errorRate: number;
  @ApiProperty({ description: 'Mean API response time in ms, last 5 minutes' }) responseTime: number;
  @ApiProperty({ description: 'Seconds since this instance started' }) uptime: number;
  @ApiProperty({ enum: ['healthy', 'critical'] }) databaseHealth: 'healthy' | 'critical';
}
class GrowthDto {
  @ApiProperty({ type: [CountByDate] }) userGrowth: CountByDate[];
  @ApiProperty({ type: [CountByDate] }) roomGrowth: CountByDate[];
}
class UsageDto {
  @ApiProperty({ type: [PeakHour] }) peakHours: PeakHour[];
  @ApiProperty({ type: [FeatureUsage] }) popularFeatures: FeatureUsage[];
  @ApiProperty({ type: [TierShare] }) tierDistribution: TierShare[];
}
export class AnalyticsDto {
  @ApiProperty({ type: MetricsDto }) metrics: MetricsDto;
  @ApiProperty({ type: AnalyticsHealthDto }) health: AnalyticsHealthDto;
  @ApiProperty({ type: GrowthDto }) growth: GrowthDto;
  @ApiProperty({ type: UsageDto }) usage: UsageDto;
}

export class RoomDeletedDto {
  @ApiProperty() roomId: string;
  @ApiProperty() deleted: boolean;
}

export class HiddenVideosQueryDto extends PageQuery {
  @ApiPropertyOptional({ enum: HIDDEN_VIDEO_SORTS, default: 'reportedAt' })
  @IsOptional()
  @IsIn(HIDDEN_VIDEO_SORTS, { message: HIDDEN_VIDEO_SORT_CHOICES.message })
  sortBy?: (typeof HIDDEN_VIDEO_SORTS)[number];
}

export class HiddenVideoPageDto {
  @ApiProperty({ type: [HiddenVideoDto] }) data: HiddenVideoDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}
