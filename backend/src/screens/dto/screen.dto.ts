import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { PAIRING_CODE_REQUIRED, PAIRING_CODE_UNKNOWN, SCREEN_NAME_TOO_LONG } from '../screens.errors.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class PairingCodeDto {
  @ApiProperty({ example: 'H7KQ2M', description: '6 characters without look-alikes (no 0/O, 1/I): typed with a TV remote' }) code: string;
  @ApiProperty({ description: 'When the code stops working (10 minutes); it works once' }) expiresAt: Date;
  @ApiProperty({ example: '/tv?code=H7KQ2M', description: 'The pairing page with the code filled in, for the QR (relative to the app)' }) link: string;
}

export class PairScreenDto {
  @ApiProperty({ example: 'H7KQ2M', description: 'Spaces removed, upper-cased' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value))
  @MinLength(1, { message: PAIRING_CODE_REQUIRED.message })
  @MaxLength(12, { message: PAIRING_CODE_UNKNOWN.message })
  @IsString({ message: PAIRING_CODE_REQUIRED.message })
  code: string;

  @ApiPropertyOptional({ example: 'Living-room TV', maxLength: 40, description: "The name the host's list shows (default 'TV')" })
  @IsOptional()
  @Transform(trimmed)
  @MaxLength(40, { message: SCREEN_NAME_TOO_LONG.message })
  @IsString({ message: SCREEN_NAME_TOO_LONG.message })
  name?: string;
}

export class ScreenDto {
  @ApiProperty() screenId: string;
  @ApiProperty({ description: 'The one room this screen shows' }) roomId: string;
  @ApiProperty({ example: 'Living-room TV' }) name: string;
  @ApiProperty() pairedAt: Date;
}

export class ScreenEndedDto {
  @ApiProperty() screenId: string;
  @ApiProperty({ example: true }) ended: true;
}
