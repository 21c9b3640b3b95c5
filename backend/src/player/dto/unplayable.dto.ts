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
  @ApiProperty({
    description:
      "Whether this report counted towards hiding the video: an error 100/101/150 about the video on this room's stage " +
      '(one per host; a report about any other video counts for nothing)',
  })
  recorded: boolean;
  @ApiProperty({ description: "Whether the video is now hidden from every room's search: reported by several hosts, or by an admin" })
  hidden: boolean;
  @ApiProperty({ type: CurrentlyPlayingDto, nullable: true, description: 'What plays now' }) currentlyPlaying: CurrentlyPlayingDto | null;
  @ApiProperty() isRickRoll: boolean;
}

/** The Socket.IO event that tells a room something it should show as a notice (not a state change). */
export const ROOM_NOTICE_EVENT = 'room:notice';
/** The codes room:notice carries (clients word each themselves). */
export const ROOM_NOTICE_CODES = ['VIDEO_UNPLAYABLE'] as const;

class RoomNoticeParamsDto {
  @ApiProperty({ example: 'Africa', description: 'The song that could not play' }) title: string;
}

/** Server → client `room:notice`: something the room's screens show as a notice, not a change of the room. */
export class RoomNoticeEventDto {
  @ApiProperty() roomId: string;
  @ApiProperty({ enum: ['unplayable'], description: 'What happened: unplayable, the song on stage could not play and the room moved on' })
  kind: 'unplayable';
  @ApiProperty({ enum: ROOM_NOTICE_CODES, description: 'What to say, for programs: the apps word it in their language from the code and its params' })
  code: (typeof ROOM_NOTICE_CODES)[number];
  @ApiProperty({ type: RoomNoticeParamsDto, description: "The notice's values: VIDEO_UNPLAYABLE's title" })
  params: RoomNoticeParamsDto;
  @ApiProperty({ example: 'aBcDeFgHiJk' }) videoId: string;
  @ApiProperty() title: string;
  @ApiProperty({ example: '"Africa" can\'t be played here, so the party moves on.', description: 'The notice in English, for API consumers' })
  message: string;
}
export type RoomNoticePayload = RoomNoticeEventDto;

/** A video hidden from everyone's search, as the back office lists it. */
export class HiddenVideoDto {
  @ApiProperty({ example: 'aBcDeFgHiJk' }) videoId: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'The YouTube player error of the report that hid it (100, 101 or 150)' }) errorCode: number;
  @ApiProperty({ description: 'When it was hidden' }) reportedAt: Date;
  @ApiProperty({ enum: ['hosts', 'admin'], description: "Who hid it: several hosts' reports, or an admin's" }) hiddenBy: 'hosts' | 'admin';
  @ApiProperty({ description: 'How many hosts (or admins) reported it from their stage' }) reports: number;
}

export class VideoRestoredDto {
  @ApiProperty() videoId: string;
  @ApiProperty({ description: 'Always true: the video is offered by search again, and its reports are cleared' }) restored: boolean;
}
