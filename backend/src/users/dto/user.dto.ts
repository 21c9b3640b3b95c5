import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

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
  @MinLength(1, { message: 'Display name is required' })
  @MaxLength(50, { message: 'Display name is too long' })
  @IsString({ message: 'Display name is required' })
  displayName: string;

  @ApiPropertyOptional({ minLength: 6, description: 'A new password; omit to keep the current one' })
  @IsOptional()
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @IsString({ message: 'Password must be at least 6 characters' })
  password?: string;
}

export class HeartbeatDto {
  @ApiProperty() lastActive: Date;
}
