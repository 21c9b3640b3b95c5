import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import { KIB } from '../../common/http/request-shape.js';
import { VIDEO_ID_INVALID } from '../queue.errors.js';

export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
/**
 * The body limit of the routes that take a song (queue adds, favorites): a 300-character title
 * (up to 3 bytes a character in UTF-8) and the fields older clients still send; every other
 * route takes DEFAULT_BODY_LIMIT.
 */
export const SONG_BODY_LIMIT = 8 * KIB;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A song to add: what the search result or favorite says about the video. */
export class AddQueueItemDto {
  @ApiProperty({ example: 'dQw4w9WgXcQ', description: 'YouTube video id (11 characters)' })
  @Matches(VIDEO_ID_PATTERN, { message: VIDEO_ID_INVALID.message })
  @IsString()
  videoId: string;

  @ApiProperty({ example: 'Bohemian Rhapsody (Karaoke Version)' })
  @Transform(trim)
  @Length(1, 300, { message: 'title must be between 1 and 300 characters.' })
  @IsString()
  title: string;

  @ApiPropertyOptional({
    nullable: true,
    description: "Ignored: the song's picture is made from videoId (kept for older clients).",
    deprecated: true,
  })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @MaxLength(500)
  @IsString()
  thumbnail?: string | null;

  @ApiPropertyOptional({ nullable: true, example: '5:55' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @MaxLength(16)
  @IsString()
  duration?: string | null;

  @ApiPropertyOptional({ description: 'Ignored: the adder is the signed-in person (kept for older clients).', deprecated: true })
  @IsOptional()
  addedBy?: unknown;

  @ApiPropertyOptional({ description: 'Ignored: the adder is the signed-in person (kept for older clients).', deprecated: true })
  @IsOptional()
  addedById?: unknown;
}

/** The favorites screen's variant: the room is named in the body. */
export class AddToRoomQueueDto extends AddQueueItemDto {
  @ApiProperty({ example: 'k3v9x2Qm7TnA' })
  @Length(1, 64)
  @IsString()
  roomId: string;
}

export class ReorderQueueItemDto {
  @ApiProperty({ example: 'k3v9x2Qm7TnA' })
  @Length(1, 64)
  @IsString()
  roomId: string;

  @ApiProperty({ example: 1, description: '1-based position the song moves to' })
  @IsInt({ message: 'newPosition must be a whole number.' })
  @Min(1, { message: 'newPosition must be at least 1.' })
  newPosition: number;
}

export class QueueItemDto {
  @ApiProperty() queueItemId: number;
  @ApiProperty() roomId: string;
  @ApiProperty() videoId: string;
  @ApiProperty() title: string;
  @ApiProperty({ example: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg', description: "YouTube's picture of the video, made from videoId" })
  thumbnail: string;
  @ApiProperty() duration: string;
  @ApiProperty({ description: 'Display name of the person who added it' }) addedBy: string;
  @ApiProperty() addedById: number;
  @ApiProperty({ description: '1-based; the order that will actually play' }) position: number;
  @ApiProperty() addedAt: Date;
}

export class QueueDto {
  @ApiProperty({ type: [QueueItemDto] }) items: QueueItemDto[];
  @ApiProperty({ enum: ['fifo', 'rotation'] }) queueMode: 'fifo' | 'rotation';
  @ApiProperty({ description: "The room's version; every change bumps it" }) version: number;
}

export class QueueClearedDto {
  @ApiProperty() removed: number;
}
