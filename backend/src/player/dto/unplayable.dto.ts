import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Length } from 'class-validator';
import { CurrentlyPlayingDto } from './player.dto.js';
import { PLAYER_ERROR_CODE_CHOICES, UNPLAYABLE_VIDEO_ID_INVALID } from '../player.errors.js';

/** YouTube IFrame player error codes a player may report (https://developers.google.com/youtube/iframe_api_reference#onError). */
const PLAYER_ERROR_CODES = [2, 5, 100, 101, 150] as const;
/** The codes that say the video itself can never play in an embed: removed/private (100), embedding forbidden (101, 150). */
export const NOT_EMBEDDABLE_CODES: readonly number[] = [100, 101, 150];

export class ReportUnplayableDto {
  @ApiProperty({ example: 'aBcDeFgHiJk', description: 'The video the player could not play' })
  @Length(1, 32, { message: UNPLAYABLE_VIDEO_ID_INVALID.message })
  @IsString({ message: UNPLAYABLE_VIDEO_ID_INVALID.message })
  videoId: string;

  @ApiProperty({
    enum: PLAYER_ERROR_CODES,
    description:
      "The YouTube player's error: 100 removed or private, 101/150 embedding forbidden (these record the video as not embeddable), " +
      "2 invalid id, 5 the browser's player failed (the song is only skipped)",
  })
  @IsIn(PLAYER_ERROR_CODES, { message: PLAYER_ERROR_CODE_CHOICES.message })
  errorCode: number;
}

export class UnplayableResultDto {
  @ApiProperty({ description: 'Whether the reported video was playing and the room moved on to the next song' }) skipped: boolean;
  @ApiProperty({ description: 'Whether the video is now recorded as not embeddable (search leaves it out)' }) recorded: boolean;
  @ApiProperty({ type: CurrentlyPlayingDto, nullable: true, description: 'What plays now' }) currentlyPlaying: CurrentlyPlayingDto | null;
  @ApiProperty() isRickRoll: boolean;
}

/** The Socket.IO event that tells a room something it should show as a notice (not a state change). */
export const ROOM_NOTICE_EVENT = 'room:notice';
export interface RoomNoticePayload {
  roomId: string;
  kind: 'unplayable';
  videoId: string;
  title: string;
  message: string;
}
