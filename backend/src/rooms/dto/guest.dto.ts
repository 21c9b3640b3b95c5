import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { UserDto } from '../../users/dto/user.dto.js';
import { GUEST_NAME_REQUIRED, ROOM_CODE_AND_NAME_REQUIRED, ROOM_NOT_FOUND } from '../rooms.errors.js';
import { DISPLAY_NAME_TOO_LONG } from '../../users/users.errors.js';
import { VISIBLE_CHARACTER } from '../guest-identity.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class GuestJoinDto {
  @ApiProperty({ example: 'K7PX2M', description: 'Trimmed and upper-cased' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @MinLength(1, { message: ROOM_CODE_AND_NAME_REQUIRED.message })
  @MaxLength(12, { message: ROOM_NOT_FOUND.message })
  @IsString({ message: ROOM_CODE_AND_NAME_REQUIRED.message })
  roomCode: string;

  @ApiProperty({ example: 'Maya', maxLength: 50, description: 'Trimmed; needs a visible character (invisible and blank ones alone are no name)' })
  @Transform(trim)
  @Matches(VISIBLE_CHARACTER, { message: ROOM_CODE_AND_NAME_REQUIRED.message })
  @MinLength(1, { message: ROOM_CODE_AND_NAME_REQUIRED.message })
  @MaxLength(50, { message: DISPLAY_NAME_TOO_LONG.message })
  @IsString({ message: ROOM_CODE_AND_NAME_REQUIRED.message })
  displayName: string;
}

class GuestRoomDto {
  @ApiProperty() roomId: string;
  @ApiProperty() name: string;
  @ApiProperty() code: string;
}

export class GuestJoinResultDto {
  @ApiProperty({ type: UserDto, description: 'The guest (isGuest true); the session cookie is set' }) user: UserDto;
  @ApiProperty({ type: GuestRoomDto }) room: GuestRoomDto;
}

export class ValidateMembershipDto {
  @ApiProperty() valid: boolean;
  @ApiProperty({
    enum: ['IN_ROOM', 'ROOM_GONE', 'ROOM_EXPIRED', 'ROOM_ENDED', 'REMOVED_BY_HOST', 'REMOVED_FROM_ROOM', 'NO_LONGER_IN_ROOM'],
    example: 'REMOVED_BY_HOST',
    description: 'The verdict for programs (the apps branch and translate on it): ROOM_GONE, ROOM_EXPIRED and ROOM_ENDED mean the room itself is over',
  })
  code: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Always {} for these verdicts' }) params: Record<string, string | number>;
  @ApiProperty({ example: 'You have been removed from the room by the host.', description: 'The verdict in English' }) message: string;
}

export class RenameGuestDto {
  @ApiProperty({ example: 'Zoe B', maxLength: 50, description: 'Trimmed; needs a visible character' })
  @Transform(trim)
  @Matches(VISIBLE_CHARACTER, { message: GUEST_NAME_REQUIRED.message })
  @MinLength(1, { message: GUEST_NAME_REQUIRED.message })
  @MaxLength(50, { message: DISPLAY_NAME_TOO_LONG.message })
  @IsString({ message: GUEST_NAME_REQUIRED.message })
  displayName: string;
}

export class LeaveRoomResultDto {
  @ApiProperty() left: boolean;
  @ApiProperty({ description: 'How many of your waiting songs left the queue with you' }) songsRemoved: number;
}
