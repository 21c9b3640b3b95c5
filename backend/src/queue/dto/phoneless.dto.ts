import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { VISIBLE_CHARACTER } from '../../rooms/guest-identity.js';
import { DISPLAY_NAME_TOO_LONG } from '../../users/users.errors.js';
import { SINGER_NAME_REQUIRED } from '../phoneless.errors.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A singer without a phone, named by the host (docs/product.md "Singers without a phone"). */
export class AddPhonelessSingerDto {
  @ApiProperty({
    example: 'Grandma Rose',
    maxLength: 50,
    description: "Trimmed; needs a visible character, and must not look like anyone else's name in the room (as a guest's name)",
  })
  @Transform(trim)
  @Matches(VISIBLE_CHARACTER, { message: SINGER_NAME_REQUIRED.message })
  @MinLength(1, { message: SINGER_NAME_REQUIRED.message })
  @MaxLength(50, { message: DISPLAY_NAME_TOO_LONG.message })
  @IsString({ message: SINGER_NAME_REQUIRED.message })
  displayName: string;
}

export class PhonelessSingerRemovedDto {
  @ApiProperty() userId: number;
  @ApiProperty({ description: 'Always true' }) removed: boolean;
  @ApiProperty({ description: 'How many of their waiting songs left the queue with them' }) songsRemoved: number;
}
