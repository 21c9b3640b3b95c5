import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { REACTION_KINDS, REACTIONS, type ReactionKind } from '../reaction-fold.js';
import { REACTION_CHOICES } from '../reactions.errors.js';

export class SendReactionDto {
  @ApiProperty({ enum: REACTION_KINDS, description: `One of ${REACTION_KINDS.map((k) => `${k} ${REACTIONS[k]}`).join(', ')}` })
  @IsIn(REACTION_KINDS, { message: REACTION_CHOICES.message })
  reaction: ReactionKind;
}

export class ReactionResultDto {
  @ApiProperty({
    description:
      "true when the tap counted (it rises on the stage and adds to the song's applause); false when it was folded into the taps that " +
      'just counted (a tap storm from one phone: at most 5 at once, then 2.5 a second)',
  })
  counted: boolean;
}

/** Server → client `room:reaction`: someone in the room cheered the song on stage (a counted tap). */
export class RoomReactionEventDto {
  @ApiProperty() roomId: string;
  @ApiProperty({ enum: REACTION_KINDS }) reaction: ReactionKind;
  @ApiProperty({ example: '👏' }) emoji: string;
  @ApiProperty() userId: number;
  @ApiProperty({ description: 'Display name of who cheered' }) displayName: string;
  @ApiProperty({ description: 'Milliseconds since the epoch when the server counted it' }) at: number;
}
