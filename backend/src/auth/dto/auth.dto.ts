import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { UserDto } from '../../users/dto/user.dto.js';
import { DISPLAY_NAME_REQUIRED, DISPLAY_NAME_TOO_LONG, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from '../../users/users.errors.js';
import {
  BETA_CODE_REQUIRED,
  INVALID_BETA_CODE,
  INVALID_CREDENTIALS,
  PASSWORD_REQUIRED,
  USERNAME_CHARACTERS,
  USERNAME_REQUIRED,
  USERNAME_TOO_LONG,
  USERNAME_TOO_SHORT,
} from '../auth.errors.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class RegisterDto {
  @ApiProperty({ example: 'sam', minLength: 3, maxLength: 50 })
  @Transform(trim)
  @MinLength(3, { message: USERNAME_TOO_SHORT.message })
  @MaxLength(50, { message: USERNAME_TOO_LONG.message })
  @Matches(/^[A-Za-z0-9_.-]+$/, { message: USERNAME_CHARACTERS.message })
  @IsString({ message: USERNAME_TOO_SHORT.message })
  username: string;

  @ApiProperty({ example: 'Sam', maxLength: 50 })
  @Transform(trim)
  @MinLength(1, { message: DISPLAY_NAME_REQUIRED.message })
  @MaxLength(50, { message: DISPLAY_NAME_TOO_LONG.message })
  @IsString({ message: DISPLAY_NAME_REQUIRED.message })
  displayName: string;

  @ApiProperty({ minLength: 6 })
  @MinLength(6, { message: PASSWORD_TOO_SHORT.message })
  @MaxLength(200, { message: PASSWORD_TOO_LONG.message })
  @IsString({ message: PASSWORD_TOO_SHORT.message })
  password: string;

  @ApiProperty({ example: 'PARTY-7K2M-Q9XR' })
  @Transform(trim)
  @MinLength(1, { message: BETA_CODE_REQUIRED.message })
  @MaxLength(100, { message: INVALID_BETA_CODE.message })
  @IsString({ message: BETA_CODE_REQUIRED.message })
  betaCode: string;
}

export class LoginDto {
  @ApiProperty({ example: 'sam' })
  @MinLength(1, { message: USERNAME_REQUIRED.message })
  @MaxLength(100, { message: INVALID_CREDENTIALS.message })
  @IsString({ message: USERNAME_REQUIRED.message })
  username: string;

  @ApiProperty()
  @MinLength(1, { message: PASSWORD_REQUIRED.message })
  @MaxLength(200, { message: INVALID_CREDENTIALS.message })
  @IsString({ message: PASSWORD_REQUIRED.message })
  password: string;
}

export class AuthCheckDto {
  @ApiProperty() authenticated: boolean;
  @ApiProperty({ type: UserDto }) user: UserDto;
}

export class LogoutDto {
  @ApiProperty() loggedOut: boolean;
}
