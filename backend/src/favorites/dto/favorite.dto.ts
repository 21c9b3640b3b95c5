import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Length, Matches, MaxLength, ValidateIf } from 'class-validator';
import { SONG_SOURCE_PROPERTY, type SongSource } from '../../library/dto/library.dto.js';
import { SONG_ID_PATTERN } from '../../library/library-song.js';
import { SONG_TITLE_LENGTH, VIDEO_ID_INVALID } from '../../youtube/youtube.errors.js';

export class AddFavoriteDto {
  @ApiProperty({ example: 'dQw4w9WgXcQ' })
  @Matches(SONG_ID_PATTERN, { message: VIDEO_ID_INVALID.message })
  @IsString({ message: VIDEO_ID_INVALID.message })
  videoId: string;

  @ApiProperty()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Length(1, 300, { message: SONG_TITLE_LENGTH.message })
  @IsString({ message: SONG_TITLE_LENGTH.message })
  title: string;

  @ApiPropertyOptional({
    nullable: true,
    type: String,
    description: "Ignored: the song's picture is made from videoId (kept for older clients).",
    deprecated: true,
  })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @MaxLength(500)
  @IsString()
  thumbnail?: string | null;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @MaxLength(16)
  @IsString()
  duration?: string | null;
}

export class FavoriteDto {
  @ApiProperty() favoriteId: number;
  @ApiProperty() videoId: string;
  @ApiProperty(SONG_SOURCE_PROPERTY) source: SongSource;
  @ApiProperty() title: string;
  @ApiProperty({ nullable: true, type: String, description: "YouTube's picture of the video, made from videoId" }) thumbnail: string | null;
  @ApiProperty({ nullable: true, type: String }) duration: string | null;
  @ApiProperty() addedAt: Date;
}

export class FavoriteCheckDto {
  @ApiProperty() isFavorite: boolean;
}

export class FavoriteRemovedDto {
  @ApiProperty() removed: boolean;
}
