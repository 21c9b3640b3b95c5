import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  DISPLAY_NAME_REQUIRED,
  DISPLAY_NAME_TOO_LONG,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '../users.errors.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A person as the apps see them (never a password or its hash). */
export class UserDto {
  @ApiProperty({ example: 12 }) userId: number;
  @ApiProperty({ example: 'sam' }) username: string;
  @ApiProperty({ example: 'Sam' }) displayName: string;
  @ApiProperty({ example: 1, description: '1 Basic, 2 Premium, 3 Pro, 999 Admin' }) subscriptionTier: number;
  @ApiProperty({ enum: ['user', 'moderator', 'admin'] }) role: string;
  @ApiProperty() isGuest: boolean;
  @ApiProperty({ nullable: true, type: String, description: 'The room this person is in now' }) roomId: string | null;
  @ApiProperty() createdAt: Date;
}

export class UpdateUserDto {
  @ApiProperty({ example: 'Sam the Singer', maxLength: 50 })
  @Transform(trim)
  @MinLength(1, { message: DISPLAY_NAME_REQUIRED.message })
  @MaxLength(50, { message: DISPLAY_NAME_TOO_LONG.message })
  @IsString({ message: DISPLAY_NAME_REQUIRED.message })
  displayName: string;

  @ApiPropertyOptional({ minLength: 6, description: 'A new password; omit to keep the current one' })
  @IsOptional()
  @MinLength(6, { message: PASSWORD_TOO_SHORT.message })
  @MaxLength(200, { message: PASSWORD_TOO_LONG.message })
  @IsString({ message: PASSWORD_TOO_SHORT.message })
  password?: string;

  @ApiPropertyOptional({
    maxLength: 200,
    description: 'Your current password: required with a new password for your own account (an admin setting someone else’s needs none)',
  })
  @IsOptional()
  @MaxLength(200, { message: CURRENT_PASSWORD_WRONG.message })
  @IsString({ message: CURRENT_PASSWORD_REQUIRED.message })
  currentPassword?: string;
}

export class HeartbeatDto {
  @ApiProperty() lastActive: Date;
}
