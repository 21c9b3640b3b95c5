import { SongSingerDto } from '../../queue/dto/queue.dto.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsISO8601, IsOptional, IsString, Length, ValidateIf } from 'class-validator';
import { SONG_SOURCE_PROPERTY, type SongSource } from '../../library/dto/library.dto.js';
import { PLAYING_INVALID, SKIP_ENDED_INVALID, SKIP_STARTED_AT_INVALID, SKIP_VIDEO_ID_INVALID, SONG_ON_STAGE_REQUIRED } from '../player.errors.js';

export class CurrentlyPlayingDto {
  @ApiProperty() videoId: string;
  @ApiProperty(SONG_SOURCE_PROPERTY) source: SongSource;
  @ApiProperty() title: string;
  @ApiProperty({ nullable: true, type: String }) thumbnail: string | null;
  @ApiProperty({ nullable: true, type: String }) duration: string | null;
  @ApiProperty({ description: 'Display name of the person who added it' }) addedBy: string;
  @ApiProperty({ nullable: true, type: Number }) addedById: number | null;
  @ApiProperty({ nullable: true, type: String, description: 'Who sings it (QueueItemDto.singer); null for the joke track' }) singer: string | null;
  @ApiProperty({
    type: [SongSingerDto],
    required: false,
    description: 'Everyone singing it: whoever added it, then the others who accepted; empty for the joke track',
  })
  singers?: SongSingerDto[];
  @ApiProperty() startedAt: Date;
  @ApiProperty({ description: 'The joke track played instead of the queue head' }) isRickRoll: boolean;
  @ApiProperty({
    nullable: true,
    type: Date,
    description: "When the current stretch of playing began, as the room's player reported it; null while paused or not started (the interstitial, loading)",
  })
  playingSince: Date | null;
  @ApiProperty({ description: 'Playing time before playingSince, in ms: played time = playedMs + (now - playingSince) while playing' })
  playedMs: number;
  @ApiProperty({ description: 'The host let this song finish: auto-skip leaves it alone' }) letFinish: boolean;
}

export class PlayingDto {
  @ApiProperty({ type: CurrentlyPlayingDto, nullable: true }) currentlyPlaying: CurrentlyPlayingDto | null;
  @ApiProperty({ description: "The room's version; every change bumps it" }) version: number;
}

export class PlayNextDto {
  @ApiProperty({ type: CurrentlyPlayingDto, nullable: true, description: 'The new song; null when the queue was empty' })
  currentlyPlaying: CurrentlyPlayingDto | null;
  @ApiProperty() isRickRoll: boolean;
  @ApiProperty({ description: 'false when a skip named a song that is no longer playing: nothing changed, and currentlyPlaying is what plays now' })
  skipped: boolean;
}

/**
 * Names the song a Skip press skips, so that two presses of the same song (two devices of the
 * host) skip it once: the second one finds another song playing and changes nothing. Without a
 * body the current song is skipped, whatever it is.
 */
export class SkipDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'videoId of the song being skipped, as shown by GET /playing; null when the stage was empty',
    example: 'dQw4w9WgXcQ',
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: SKIP_VIDEO_ID_INVALID.message })
  @Length(1, 32, { message: SKIP_VIDEO_ID_INVALID.message })
  videoId?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'startedAt of the song being skipped, as shown by GET /playing' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: SKIP_STARTED_AT_INVALID.message })
  startedAt?: string;

  @ApiPropertyOptional({ description: "true when the room's player reached the video's end: tonight's songs show it sung to the end, not skipped" })
  @IsOptional()
  @IsBoolean({ message: SKIP_ENDED_INVALID.message })
  ended?: boolean;
}

/** Names the song on stage: a report about another song (it changed meanwhile) changes nothing. */
export class StageSongDto {
  @ApiProperty({ description: 'videoId of the song on stage, as shown by GET /playing', example: 'dQw4w9WgXcQ' })
  @IsString({ message: SONG_ON_STAGE_REQUIRED.message })
  @Length(1, 32, { message: SONG_ON_STAGE_REQUIRED.message })
  videoId: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'startedAt of that song, as shown by GET /playing' })
  @IsISO8601({ strict: true }, { message: SONG_ON_STAGE_REQUIRED.message })
  startedAt: string;
}

/** The room's player says the video is playing or paused (the playing clock auto-skip counts). */
export class PlayingClockReportDto extends StageSongDto {
  @ApiProperty({ description: 'true when the video plays, false when it is paused (or buffering for long)' })
  @IsBoolean({ message: PLAYING_INVALID.message })
  playing: boolean;
}
