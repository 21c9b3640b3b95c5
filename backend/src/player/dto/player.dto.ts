import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsISO8601, IsOptional, IsString, Length, ValidateIf } from 'class-validator';
import { SKIP_STARTED_AT_INVALID } from '../player.errors.js';

export class CurrentlyPlayingDto {
  @ApiProperty() videoId: string;
  @ApiProperty() title: string;
  @ApiProperty({ nullable: true, type: String }) thumbnail: string | null;
  @ApiProperty({ nullable: true, type: String }) duration: string | null;
  @ApiProperty({ description: 'Display name of the person who added it' }) addedBy: string;
  @ApiProperty({ nullable: true, type: Number }) addedById: number | null;
  @ApiProperty() startedAt: Date;
  @ApiProperty({ description: 'The joke track played instead of the queue head' }) isRickRoll: boolean;
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
  @IsString({ message: 'videoId must be the id of the song being skipped, or null.' })
  @Length(1, 32, { message: 'videoId must be the id of the song being skipped, or null.' })
  videoId?: string | null;

  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'startedAt of the song being skipped, as shown by GET /playing' })
  @IsOptional()
  @IsISO8601({ strict: true }, { message: SKIP_STARTED_AT_INVALID.message })
  startedAt?: string;
}
