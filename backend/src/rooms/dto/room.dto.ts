import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  Min,
  registerDecorator,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { SongRequestDto } from '../../queue/dto/request.dto.js';
import { APPROVE_SONGS_INVALID, CLOSING_TIME_INVALID, TIME_ZONE_INVALID } from '../../queue/requests.errors.js';
import { isTimeZone, TIME_OF_DAY } from '../closing-time.js';
import { parseIntermission } from '../intermission.js';
import {
  AUTO_SKIP_CHOICES_INVALID,
  INACTIVITY_TIMEOUT_RANGE,
  INACTIVITY_TIMEOUT_WHOLE,
  INTERMISSION_LINK_INVALID,
  INTERSTITIAL_SECONDS_RANGE,
  IS_LOCKED_INVALID,
  LYRICS_SETTING_INVALID,
  OTHERS_QUEUE_FOR_PHONELESS_INVALID,
  QUEUE_MODE_CHOICES,
  ROOM_DURATION_RANGE,
  ROOM_DURATION_WHOLE,
  ROOM_LANGUAGE_CHOICES,
  ROOM_NAME_LENGTH,
  ROOM_NAME_REQUIRED,
  SETTINGS_OBJECT_REQUIRED,
  songLimitChoices,
} from '../rooms.errors.js';
import { AUTO_SKIP_CHOICES, ROOM_LANGUAGES, type RoomLanguage, SONG_LIMIT_CHOICES } from '../entities/room-settings.js';
const QUEUE_MODES = ['fifo', 'rotation'] as const;

class IntermissionDto {
  @ApiProperty({
    example: 'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
    description: 'The link, as the host gave it (normalised)',
  })
  url: string;
  @ApiProperty({ nullable: true, type: String, description: 'The video to play (or to start the playlist with)' }) videoId: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The playlist to play' }) playlistId: string | null;
}

/** A YouTube video or playlist link (parseIntermission), or null/empty to turn the intermission off. */
function IsIntermissionLink(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isIntermissionLink',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: INTERMISSION_LINK_INVALID.message },
      validator: {
        validate: (value: unknown) => value === null || value === '' || (typeof value === 'string' && value.length <= 500 && parseIntermission(value) !== null),
      },
    });
}

class RoomSettingsDto {
  @ApiProperty({ enum: SONG_LIMIT_CHOICES, description: 'Songs a registered user may have waiting (999 = unlimited)' }) maxSongsPerUser: number;
  @ApiProperty({ enum: SONG_LIMIT_CHOICES, description: 'Songs a guest may have waiting (999 = unlimited)' }) maxSongsPerGuest: number;
  @ApiProperty({ enum: AUTO_SKIP_CHOICES, description: 'Minutes after which a song is skipped (0 = never)' }) autoSkipMinutes: number;
  @ApiProperty() isLocked: boolean;
  @ApiProperty({ description: 'People silent this long leave the room' }) inactivityTimeoutMinutes: number;
  @ApiProperty() maxRoomDurationHours: number;
  @ApiProperty({ enum: QUEUE_MODES, description: "'rotation': whoever has sung least goes next" }) queueMode: 'fifo' | 'rotation';
  @ApiProperty({ minimum: 0, maximum: 30, description: 'Seconds the stage shows "Up next" before a song starts by itself (0 = at once)' })
  interstitialSeconds: number;
  @ApiProperty({ description: "Guests allowed at once (the owner's tier)" }) maxGuests: number;
  @ApiProperty({ type: IntermissionDto, nullable: true, description: 'Music the stage plays quietly while the queue is empty; null = off (the default)' })
  intermission: IntermissionDto | null;
  @ApiProperty({ enum: ROOM_LANGUAGES, nullable: true, description: "The language of the room's stage and board; null = each screen's own (the default)" })
  language: RoomLanguage | null;
  @ApiProperty({ description: "Guests' songs wait in the host's Requests lane until the host approves them (the host's own go straight in)" })
  approveSongs: boolean;
  @ApiProperty({ nullable: true, type: String, example: '23:00', description: "The time of day (the host's clock) after which no song starts; null = none" })
  closingTime: string | null;
  @ApiProperty({ nullable: true, type: String, example: 'Europe/Berlin', description: 'The time zone the closing time is read in' })
  timeZone: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: '2026-01-15T22:00:00.000Z',
    description:
      'The instant the closing time falls on, fixed when it was set: songs that would not start before it are refused; ' +
      'the stage shows "Last call" for its last 15 minutes',
  })
  closesAt: string | null;
  @ApiProperty({ description: "Lyrics on the stage and the singers' phones (off by itself for karaoke tracks and CD+G); true by default" })
  lyrics: boolean;
  @ApiProperty({ description: 'Anyone in the room may add songs for its singers without a phone; false = only the host (the default)' })
  othersQueueForPhoneless: boolean;
}

/** A room as every client sees it: enough for the room screen, its timer and the dashboard. */
export class RoomDto {
  @ApiProperty({ example: 'k3v9x2Qm7TnA' }) roomId: string;
  @ApiProperty({ example: 'K7PX2M' }) code: string;
  @ApiProperty({ example: "Sam's birthday" }) name: string;
  @ApiProperty() ownerId: number;
  @ApiProperty() ownerName: string;
  @ApiProperty({ type: RoomSettingsDto }) settings: RoomSettingsDto;
  @ApiProperty() isLocked: boolean;
  @ApiProperty({ description: 'People in the room, the owner included' }) userCount: number;
  @ApiProperty() queueCount: number;
  @ApiProperty({ description: "Songs that may wait at once (the owner's plan)" }) maxQueueSize: number;
  @ApiProperty({ enum: [1, 2, 3, 999], description: "The owner's plan (subscription tier); a change reaches open screens as a push of the room" })
  ownerTier: number;
  @ApiProperty() isActive: boolean;
  @ApiProperty() createdAt: Date;
  @ApiProperty() lastActivity: Date;
  @ApiProperty({ nullable: true, type: Date, description: "When the room's time runs out; null for unlimited (admin) rooms" }) expiresAt: Date | null;
  @ApiProperty() version: number;
  @ApiProperty({
    type: [SongRequestDto],
    description: "Guests' songs waiting for the host's approval or declined, in the order asked for (only while the room approves songs)",
  })
  requests: SongRequestDto[];
}

export class CreateRoomDto {
  @ApiProperty({ example: "Sam's birthday" })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Length(1, 100, { message: ROOM_NAME_LENGTH.message })
  @IsString({ message: ROOM_NAME_REQUIRED.message })
  name: string;

  @ApiPropertyOptional({ description: 'Must be the signed-in user when given (the owner is always the session user)' })
  @IsOptional()
  @IsInt()
  ownerId?: number;
}

export class RoomSettingsPatch {
  @ApiPropertyOptional({ enum: SONG_LIMIT_CHOICES })
  @IsOptional()
  @IsIn(SONG_LIMIT_CHOICES, { message: songLimitChoices('maxSongsPerUser').message })
  maxSongsPerUser?: number;

  @ApiPropertyOptional({ enum: SONG_LIMIT_CHOICES })
  @IsOptional()
  @IsIn(SONG_LIMIT_CHOICES, { message: songLimitChoices('maxSongsPerGuest').message })
  maxSongsPerGuest?: number;

  @ApiPropertyOptional({ enum: AUTO_SKIP_CHOICES })
  @IsOptional()
  @IsIn(AUTO_SKIP_CHOICES, { message: AUTO_SKIP_CHOICES_INVALID.message })
  autoSkipMinutes?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: IS_LOCKED_INVALID.message })
  isLocked?: boolean;

  @ApiPropertyOptional({ minimum: 5, maximum: 240 })
  @IsOptional()
  @IsInt({ message: INACTIVITY_TIMEOUT_WHOLE.message })
  @Min(5, { message: INACTIVITY_TIMEOUT_RANGE.message })
  @Max(240, { message: INACTIVITY_TIMEOUT_RANGE.message })
  inactivityTimeoutMinutes?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 24 })
  @IsOptional()
  @IsInt({ message: ROOM_DURATION_WHOLE.message })
  @Min(1, { message: ROOM_DURATION_RANGE.message })
  @Max(24, { message: ROOM_DURATION_RANGE.message })
  maxRoomDurationHours?: number;

  @ApiPropertyOptional({ enum: QUEUE_MODES })
  @IsOptional()
  @IsIn(QUEUE_MODES, { message: QUEUE_MODE_CHOICES.message })
  queueMode?: 'fifo' | 'rotation';

  @ApiPropertyOptional({ minimum: 0, maximum: 30, description: 'Seconds of "Up next" on the stage between songs (0 = start at once)' })
  @IsOptional()
  @IsInt({ message: INTERSTITIAL_SECONDS_RANGE.message })
  @Min(0, { message: INTERSTITIAL_SECONDS_RANGE.message })
  @Max(30, { message: INTERSTITIAL_SECONDS_RANGE.message })
  interstitialSeconds?: number;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    example: 'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG',
    description: 'A YouTube video or playlist link the stage plays quietly while the queue is empty; null or empty turns it off',
  })
  @IsOptional()
  @IsIntermissionLink()
  intermissionUrl?: string | null;

  @ApiPropertyOptional({ enum: ROOM_LANGUAGES, nullable: true, description: "The stage's and the board's language; null = each screen's own" })
  @IsOptional()
  @IsIn(ROOM_LANGUAGES, { message: ROOM_LANGUAGE_CHOICES.message })
  language?: RoomLanguage | null;

  @ApiPropertyOptional({ description: "Guests' songs wait for the host's approval; turning it off approves every waiting request" })
  @IsOptional()
  @IsBoolean({ message: APPROVE_SONGS_INVALID.message })
  approveSongs?: boolean;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    example: '23:00',
    description: "A time of day (HH:MM, the host's clock) after which no song starts; null = none",
  })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @Matches(TIME_OF_DAY, { message: CLOSING_TIME_INVALID.message })
  @IsString({ message: CLOSING_TIME_INVALID.message })
  closingTime?: string | null;

  @ApiPropertyOptional({ example: 'Europe/Berlin', description: "The host's time zone (IANA), which the closing time is read in; UTC until one is given" })
  @IsOptional()
  @IsTimeZoneName()
  timeZone?: string;

  @ApiPropertyOptional({ description: "Lyrics on the stage and the singers' phones; false turns them off for this room" })
  @IsOptional()
  @IsBoolean({ message: LYRICS_SETTING_INVALID.message })
  lyrics?: boolean;

  @ApiPropertyOptional({ description: 'Let anyone in the room add songs for its singers without a phone (false: only the host)' })
  @IsOptional()
  @IsBoolean({ message: OTHERS_QUEUE_FOR_PHONELESS_INVALID.message })
  othersQueueForPhoneless?: boolean;
}

/** A time zone this server knows (closing-time.ts isTimeZone). */
function IsTimeZoneName(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isTimeZoneName',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: TIME_ZONE_INVALID.message },
      validator: { validate: (value: unknown) => isTimeZone(value) },
    });
}

export class UpdateRoomSettingsDto {
  @ApiProperty({ type: RoomSettingsPatch })
  @IsObject({ message: SETTINGS_OBJECT_REQUIRED.message })
  @ValidateNested()
  @Type(() => RoomSettingsPatch)
  settings: RoomSettingsPatch;
}

export class JoinRoomDto {
  @ApiPropertyOptional({ description: 'Must be the signed-in user when given' })
  @IsOptional()
  @IsInt()
  userId?: number;
}

export class RoomUserDto {
  @ApiProperty() userId: number;
  @ApiProperty() displayName: string;
  @ApiProperty() isGuest: boolean;
  @ApiProperty() isOwner: boolean;
  @ApiProperty({ description: 'Heard from in the last 2 minutes' }) online: boolean;
  @ApiProperty({ description: 'A singer without a phone the host added by name: never online; their turns are told to the host and the stage' })
  noPhone: boolean;
  @ApiProperty({ nullable: true, type: Date }) lastActive: Date | null;
}

export class BootResultDto {
  @ApiProperty() userId: number;
  @ApiProperty() booted: boolean;
}

/** Someone the owner removed from the room and has not let back in. */
export class BootedPersonDto {
  @ApiProperty({ description: 'Who was removed (a guest keeps the id of the stay they were booted from)' }) userId: number;
  @ApiProperty({ example: 'Gus', description: 'The name they had when removed' }) displayName: string;
  @ApiProperty() isGuest: boolean;
  @ApiProperty() bootedAt: Date;
}

export class LetBackInResultDto {
  @ApiProperty() userId: number;
  @ApiProperty({ description: 'Always true: the person may join again (by code, under that name, from that browser)' }) letBackIn: boolean;
}
