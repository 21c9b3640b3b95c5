import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Length, Max, Min, Validate, type ValidatorConstraintInterface, ValidatorConstraint } from 'class-validator';
import { LYRICS_OFFSET_RANGE, LYRICS_VIDEO_ID_REQUIRED } from '../lyrics.errors.js';

/** The offset a song may be nudged by, either way, and the step of each nudge (docs/product.md "Lyrics"). */
export const LYRICS_OFFSET_LIMIT_MS = 10_000;
export const LYRICS_OFFSET_STEP_MS = 500;

export const LYRICS_KINDS = ['synced', 'plain', 'none', 'off'] as const;
export type LyricsKind = (typeof LYRICS_KINDS)[number];
export const LYRICS_REASONS = ['room-setting', 'karaoke-track', 'cdg', 'nothing-playing', 'not-found', 'instrumental', 'unreachable'] as const;
export type LyricsReason = (typeof LYRICS_REASONS)[number];

export class LyricLineDto {
  @ApiProperty({ description: 'When the line starts, in ms into the recording (before the offset)' }) ms: number;
  @ApiProperty({ description: "The line's words; empty for an instrumental break" }) text: string;
}

export class LyricsDto {
  @ApiProperty({ nullable: true, type: String, description: 'The song on stage these lyrics belong to; null when nothing is playing' })
  videoId: string | null;
  @ApiProperty({
    enum: LYRICS_KINDS,
    description:
      "'synced': timed lines; 'plain': words without timing (shown as a slowly scrolling page); 'none': LRCLIB has nothing (the stage turns on " +
      "YouTube's captions where the video has them); 'off': no lyrics for this song (reason says why)",
  })
  kind: LyricsKind;
  @ApiProperty({ enum: LYRICS_REASONS, nullable: true, description: "Why there are no lyrics ('none' and 'off'); null when there are" })
  reason: LyricsReason | null;
  @ApiProperty({ type: [LyricLineDto], description: "The timed lines ('synced'); empty otherwise" }) lines: LyricLineDto[];
  @ApiProperty({ nullable: true, type: String, description: "The words ('plain'; also given with 'synced' when LRCLIB has them)" }) plain: string | null;
  @ApiProperty({
    description: "Milliseconds subtracted from the video's clock before a line is chosen (the song's saved timing, for everyone): positive shows lines later",
  })
  offsetMs: number;
}

@ValidatorConstraint({ name: 'lyricsOffsetStep' })
class OnOffsetStep implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'number' && value % LYRICS_OFFSET_STEP_MS === 0;
  }
}

export class SetLyricsOffsetDto {
  @ApiProperty({ example: 'dQw4w9WgXcQ', description: 'The song on stage (a change after it ended is refused, not applied to the next one)' })
  @IsString({ message: LYRICS_VIDEO_ID_REQUIRED.message })
  @Length(1, 32, { message: LYRICS_VIDEO_ID_REQUIRED.message })
  videoId: string;

  @ApiProperty({ minimum: -LYRICS_OFFSET_LIMIT_MS, maximum: LYRICS_OFFSET_LIMIT_MS, multipleOf: LYRICS_OFFSET_STEP_MS, example: 1500 })
  @IsInt({ message: LYRICS_OFFSET_RANGE.message })
  @Min(-LYRICS_OFFSET_LIMIT_MS, { message: LYRICS_OFFSET_RANGE.message })
  @Max(LYRICS_OFFSET_LIMIT_MS, { message: LYRICS_OFFSET_RANGE.message })
  @Validate(OnOffsetStep, { message: LYRICS_OFFSET_RANGE.message })
  offsetMs: number;
}

export class LyricsOffsetDto {
  @ApiProperty() videoId: string;
  @ApiProperty() offsetMs: number;
}

/** Server → client `room:lyrics-offset`: the timing of the song on stage's lyrics changed (for every screen of the room at once). */
export class RoomLyricsOffsetEventDto {
  @ApiProperty() roomId: string;
  @ApiProperty() videoId: string;
  @ApiProperty({ description: 'The new offset, in ms (LyricsDto.offsetMs)' }) offsetMs: number;
  @ApiProperty({ description: 'Display name of who changed it' }) changedBy: string;
}
