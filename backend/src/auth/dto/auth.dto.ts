import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { UserDto } from '../../users/dto/user.dto.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class RegisterDto {
  @ApiProperty({ example: 'sam', minLength: 3, maxLength: 50 })
  @Transform(trim)
  @IsString({ message: 'Username must be at least 3 characters' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @MaxLength(50, { message: 'Username must be at most 50 characters' })
  @Matches(/^[A-Za-z0-9_.-]+$/, { message: 'Username can only contain letters, digits, dots, dashes and underscores' })
  username: string;

  @ApiProperty({ example: 'Sam', maxLength: 50 })
  @Transform(trim)
  @IsString({ message: 'Display name is required' })
  @MinLength(1, { message: 'Display name is required' })
  @MaxLength(50, { message: 'Display name is too long' })
  displayName: string;

  @ApiProperty({ minLength: 6 })
  @IsString({ message: 'Password must be at least 6 characters' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password: string;

  @ApiProperty({ example: 'PARTY-7K2M-Q9XR' })
  @Transform(trim)
  @IsString({ message: 'Beta access code is required' })
  @MinLength(1, { message: 'Beta access code is required' })
  @MaxLength(100, { message: 'Invalid beta access code' })
  betaCode: string;
}

export class LoginDto {
  @ApiProperty({ example: 'sam' })
  @IsString({ message: 'Username is required' })
  @MinLength(1, { message: 'Username is required' })
  @MaxLength(100, { message: 'Invalid username or password' })
  username: string;

  @ApiProperty()
  @IsString({ message: 'Password is required' })
  @MinLength(1, { message: 'Password is required' })
  @MaxLength(200, { message: 'Invalid username or password' })
  password: string;
}

export class AuthCheckDto {
  @ApiProperty() authenticated: boolean;
  @ApiProperty({ type: UserDto }) user: UserDto;
}

export class LogoutDto {
  @ApiProperty() loggedOut: boolean;
}
