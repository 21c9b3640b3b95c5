import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { SONG_SOURCE_PROPERTY, type SongSource } from '../../library/dto/library.dto.js';
import { DECLINE_REASON_LENGTH } from '../requests.errors.js';

/** The longest reason a host gives for declining a request. */
export const DECLINE_REASON_MAX = 140;

/**
 * A guest's song waiting for the host's approval, or declined (docs/product.md "Requests and
 * closing time"). The room carries them (RoomDto.requests) in the order they were asked for.
 */
export class SongRequestDto {
  @ApiProperty({ example: '2f1c6b8e-4a7d-4a8e-9a0e-5d2b7c1e9f30' }) requestId: string;
  @ApiProperty() roomId: string;
  @ApiProperty({ description: "YouTube video id, or the library song's id when source is 'library'" }) videoId: string;
  @ApiProperty(SONG_SOURCE_PROPERTY) source: SongSource;
  @ApiProperty() title: string;
  @ApiProperty({ example: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg' }) thumbnail: string;
  @ApiProperty() duration: string;
  @ApiProperty({ description: 'Display name of the guest who asked for it' }) addedBy: string;
  @ApiProperty() addedById: number;
  @ApiProperty({ example: 'guest:sam', description: 'Who sings it (QueueItemDto.singer)' }) singer: string;
  @ApiProperty({ description: 'When it was asked for: once approved, the song takes its place in the rotation from this moment' })
  requestedAt: Date;
  @ApiProperty({ enum: ['pending', 'declined'], description: "'pending': waiting for the host; 'declined': the host said no (until the guest dismisses it)" })
  status: 'pending' | 'declined';
  @ApiProperty({ nullable: true, type: String, example: "Let's keep it upbeat tonight", description: "The host's reason for declining, shown to the guest" })
  reason: string | null;
}

export class DeclineRequestDto {
  @ApiPropertyOptional({ maxLength: DECLINE_REASON_MAX, example: "Let's keep it upbeat tonight", description: 'Shown to the guest; empty = no reason' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(DECLINE_REASON_MAX, { message: DECLINE_REASON_LENGTH.message })
  @IsString({ message: DECLINE_REASON_LENGTH.message })
  reason?: string;
}
