import { ApiProperty } from '@nestjs/swagger';
import { SONG_SOURCE_PROPERTY, type SongSource } from '../../library/dto/library.dto.js';

/** One song of the evening, as tonight's list shows it. */
export class PlayedSongDto {
  @ApiProperty() playedSongId: number;
  @ApiProperty({ example: 'dQw4w9WgXcQ' }) videoId: string;
  @ApiProperty(SONG_SOURCE_PROPERTY) source: SongSource;
  @ApiProperty() title: string;
  @ApiProperty({ nullable: true, type: String, description: 'Made from videoId' }) thumbnail: string | null;
  @ApiProperty({ nullable: true, type: String, example: '4:12' }) duration: string | null;
  @ApiProperty({ description: "The singer's name as it is now ('Everyone (the joke track)', 'Someone who left')" }) singer: string;
  @ApiProperty({
    type: [String],
    required: false,
    example: ['Ben'],
    description: 'The others who sang it with them (a duet or a group), by the names they had then',
  })
  withSingers?: string[];
  @ApiProperty({ nullable: true, type: Number }) addedById: number | null;
  @ApiProperty() isRickRoll: boolean;
  @ApiProperty({ description: 'When it went on stage' }) playedAt: Date;
  @ApiProperty({ nullable: true, type: Date, description: 'When it left the stage; null while it plays' }) endedAt: Date | null;
  @ApiProperty({ description: "Cut short: the host's Skip, auto-skip, or a video that could not play" }) skipped: boolean;
  @ApiProperty({ nullable: true, type: Number, description: 'Playing time when it ended (pauses and the interstitial not counted)' })
  playedSeconds: number | null;
  @ApiProperty({ description: 'Reactions counted for it, folded per person' }) applause: number;
}

/** Tonight's songs in a room, newest first. */
export class RoomHistoryDto {
  @ApiProperty({ type: PlayedSongDto, isArray: true, description: 'Newest first (at most 500)' }) songs: PlayedSongDto[];
  @ApiProperty({ nullable: true, type: Number, description: 'playedSongId of the most applauded song; null before any applause' })
  mostApplaudedId: number | null;
}

/** A song the person sang at a past party. */
export class SungSongDto {
  @ApiProperty() playedSongId: number;
  @ApiProperty() videoId: string;
  @ApiProperty(SONG_SOURCE_PROPERTY) source: SongSource;
  @ApiProperty() title: string;
  @ApiProperty({ nullable: true, type: String }) thumbnail: string | null;
  @ApiProperty({ nullable: true, type: String }) duration: string | null;
  @ApiProperty() playedAt: Date;
  @ApiProperty() skipped: boolean;
  @ApiProperty() applause: number;
}

/** A party the person sang at: the room and their songs there, newest first. */
export class PastPartyDto {
  @ApiProperty() roomId: string;
  @ApiProperty() roomName: string;
  @ApiProperty({ description: 'When the party started' }) createdAt: Date;
  @ApiProperty({ nullable: true, type: Date, description: 'When it ended; null while it goes on' }) endedAt: Date | null;
  @ApiProperty({ description: 'Whether this person hosted it' }) hosted: boolean;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Songs played at the whole party, for a party this person hosted that has ended (its Played list and CSV); null otherwise',
  })
  playedCount: number | null;
  @ApiProperty({ type: SungSongDto, isArray: true }) songs: SungSongDto[];
}
