import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { UserDto } from '../../users/dto/user.dto.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class RegisterDto {
  @ApiProperty({ example: 'sam', minLength: 3, maxLength: 50 })
  @Transform(trim)
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @MaxLength(50, { message: 'Username must be at most 50 characters' })
  @Matches(/^[A-Za-z0-9_.-]+$/, { message: 'Username can only contain letters, digits, dots, dashes and underscores' })
  @IsString({ message: 'Username must be at least 3 characters' })
  username: string;

  @ApiProperty({ example: 'Sam', maxLength: 50 })
  @Transform(trim)
  @MinLength(1, { message: 'Display name is required' })
  @MaxLength(50, { message: 'Display name is too long' })
  @IsString({ message: 'Display name is required' })
  displayName: string;

  @ApiProperty({ minLength: 6 })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  @IsString({ message: 'Password must be at least 6 characters' })
  password: string;

  @ApiProperty({ example: 'PARTY-7K2M-Q9XR' })
  @Transform(trim)
  @MinLength(1, { message: 'Beta access code is required' })
  @MaxLength(100, { message: 'Invalid beta access code' })
  @IsString({ message: 'Beta access code is required' })
  betaCode: string;
}

export class LoginDto {
  @ApiProperty({ example: 'sam' })
  @MinLength(1, { message: 'Username is required' })
  @MaxLength(100, { message: 'Invalid username or password' })
  @IsString({ message: 'Username is required' })
  username: string;

  @ApiProperty()
  @MinLength(1, { message: 'Password is required' })
  @MaxLength(200, { message: 'Invalid username or password' })
  @IsString({ message: 'Password is required' })
  password: string;
}

export class AuthCheckDto {
  @ApiProperty() authenticated: boolean;
  @ApiProperty({ type: UserDto }) user: UserDto;
}

export class LogoutDto {
  @ApiProperty() loggedOut: boolean;
}
