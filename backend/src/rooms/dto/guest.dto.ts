import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { UserDto } from '../../users/dto/user.dto.js';

const BOTH = 'Please enter both room code and your name';
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class GuestJoinDto {
  @ApiProperty({ example: 'K7PX2M', description: 'Trimmed and upper-cased' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @MinLength(1, { message: BOTH })
  @MaxLength(12, { message: 'Room not found' })
  @IsString({ message: BOTH })
  roomCode: string;

  @ApiProperty({ example: 'Maya', maxLength: 50 })
  @Transform(trim)
  @MinLength(1, { message: BOTH })
  @MaxLength(50, { message: 'Display name is too long' })
  @IsString({ message: BOTH })
  displayName: string;
}

export class GuestRoomDto {
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
  @ApiProperty({ example: 'You have been removed from the room by the host.' }) message: string;
}
