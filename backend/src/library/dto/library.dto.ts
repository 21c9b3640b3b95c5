import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { QUERY_TOO_LONG } from '../../youtube/youtube.errors.js';
import { LIBRARY_LIMIT_RANGE } from '../library.errors.js';
import { SONG_SOURCES, type SongSource } from '../library-song.js';

/** The `source` property of every song the API answers (queue, stage, history, favorites). */
export const SONG_SOURCE_PROPERTY = {
  enum: SONG_SOURCES,
  enumName: 'SongSource',
  example: 'youtube',
  description:
    "Where the song comes from: 'youtube' (videoId is a YouTube video id) or 'library', the host's own karaoke files " +
    "(videoId is the library song's id, lib- and 16 hex characters; the stage plays it from GET /api/rooms/{roomId}/library/{songId}/media)",
} as const;

export type { SongSource };

export class LibrarySongDto {
  @ApiProperty({ example: 'lib-3f2a9c0d1e4b5a69', description: 'The song id: what a queue add or a favorite sends as videoId' }) id: string;
  @ApiProperty({ example: 'ABBA', description: 'From the file name ("Artist - Title"), else the file\'s tags; may be empty' }) artist: string;
  @ApiProperty({ example: 'Dancing Queen' }) title: string;
  @ApiProperty({ example: '3:52', description: "The file's length, '' when the file does not say" }) duration: string;
  @ApiProperty({ enum: ['video', 'cdg'], description: 'A video file, or CD+G graphics over an audio file (GET …/cdg has the graphics)' }) kind: 'video' | 'cdg';
  @ApiProperty({ enum: ['library'], example: 'library' }) source: 'library';
}

export class LibrarySearchQueryDto {
  @ApiPropertyOptional({ example: 'abba queen', description: 'Words of the artist or title (accents and case do not matter); empty lists the library from A' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(200, { message: QUERY_TOO_LONG.message })
  @IsString({ message: QUERY_TOO_LONG.message })
  q?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 25 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIBRARY_LIMIT_RANGE.message })
  @Min(1, { message: LIBRARY_LIMIT_RANGE.message })
  @Max(50, { message: LIBRARY_LIMIT_RANGE.message })
  limit?: number;
}

export class LibrarySearchDto {
  @ApiProperty({ type: [LibrarySongDto], description: 'The best matches first (all the words, in artist and title)' }) songs: LibrarySongDto[];
  @ApiProperty({ description: 'How many songs match in all' }) total: number;
}

export class LibraryStatusDto {
  @ApiProperty({ description: 'Whether this server has a library with songs in it (the Add Song dialog shows its Library tab then)' }) available: boolean;
  @ApiProperty({ example: 1250 }) count: number;
}

export class UnreadableFileDto {
  @ApiProperty({ example: 'Pop/Broken - File.mp4', description: 'Inside the library folder' }) path: string;
  @ApiProperty({ example: 'Its format could not be read (Failed to determine audio format).' }) reason: string;
}

export class AdminLibraryDto {
  @ApiProperty({ description: 'Whether MEDIA_DIR names a library folder' }) configured: boolean;
  @ApiProperty({ description: 'Songs in the library' }) count: number;
  @ApiProperty({ type: Date, nullable: true, description: 'When the last scan finished' }) lastScanAt: Date | null;
  @ApiProperty({ type: Number, nullable: true, description: 'How long the last scan took, in milliseconds' }) scanMs: number | null;
  @ApiProperty({ description: 'Whether a scan runs now' }) scanning: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Why the folder itself could not be read, if it could not' }) error: string | null;
  @ApiProperty({ type: [UnreadableFileDto], description: 'Files of the folder that are not in the library, and why' }) unreadable: UnreadableFileDto[];
}
