import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsInt, Min } from 'class-validator';
import { ACCEPT_INVALID, INVITE_USER_IDS } from '../singers.errors.js';

/** "Sing with me": the people invited to sing a song with whoever added it (docs/product.md "Sing together"). */
export class InviteSingersDto {
  @ApiProperty({
    type: [Number],
    example: [12, 31],
    minItems: 1,
    maxItems: 3,
    description: 'People in the room (userId), not yourself; at most 3 others a song',
  })
  @IsInt({ each: true, message: INVITE_USER_IDS.message })
  @Min(1, { each: true, message: INVITE_USER_IDS.message })
  @ArrayMinSize(1, { message: INVITE_USER_IDS.message })
  @ArrayMaxSize(3, { message: INVITE_USER_IDS.message })
  @IsArray({ message: INVITE_USER_IDS.message })
  userIds: number[];
}

export class AnswerInviteDto {
  @ApiProperty({ description: 'true: sing it with them; false: decline (you may change your mind while the song waits)' })
  @IsBoolean({ message: ACCEPT_INVALID.message })
  accept: boolean;
}
