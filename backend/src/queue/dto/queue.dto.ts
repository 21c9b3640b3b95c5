import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsInt, IsOptional, IsString, Length, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import { SONG_SOURCE_PROPERTY, type SongSource } from '../../library/dto/library.dto.js';
import { SONG_ID_PATTERN } from '../../library/library-song.js';
import { SONG_TITLE_LENGTH, VIDEO_ID_INVALID } from '../../youtube/youtube.errors.js';
import { ADDED_BY_ID_WHOLE, NEW_POSITION_MIN, NEW_POSITION_WHOLE, POSITION_MIN, POSITION_WHOLE } from '../queue.errors.js';
import type { Placement } from '../rotation.js';
import { SINGER_STATES, type SingerState } from '../song-singers.js';

/** One singer of a song (docs/product.md "Sing together"). */
export class SongSingerDto {
  @ApiProperty() userId: number;
  @ApiProperty({ example: 'Maya' }) displayName: string;
  @ApiProperty({ example: 'guest:maya', description: "Their rotation key (QueueItemDto.singer's kind)" }) singer: string;
  @ApiProperty({
    enum: SINGER_STATES,
    description: "Whoever added the song is always 'accepted'; an invitee is 'invited' until they accept or decline on their phone",
  })
  state: SingerState;
}

const SONG_ID_DESCRIPTION =
  "YouTube video id (11 characters), or a library song's id (GET /api/library/search); a library song's title and length are the library's";

const PLACEMENTS: Placement[] = ['host-next', 'host-end', 'host-moved', 'deferred'];

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A song to add: what the search result or favorite says about the video. */
export class AddQueueItemDto {
  @ApiProperty({ example: 'dQw4w9WgXcQ', description: SONG_ID_DESCRIPTION })
  @Matches(SONG_ID_PATTERN, { message: VIDEO_ID_INVALID.message })
  @IsString()
  videoId: string;

  @ApiProperty({ example: 'Bohemian Rhapsody (Karaoke Version)' })
  @Transform(trim)
  @Length(1, 300, { message: SONG_TITLE_LENGTH.message })
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
  @IsInt({ message: NEW_POSITION_WHOLE.message })
  @Min(1, { message: NEW_POSITION_MIN.message })
  newPosition: number;
}

export class QueueItemDto {
  @ApiProperty() queueItemId: number;
  @ApiProperty() roomId: string;
  @ApiProperty({ description: "YouTube video id, or the library song's id when source is 'library'" }) videoId: string;
  @ApiProperty(SONG_SOURCE_PROPERTY) source: SongSource;
  @ApiProperty() title: string;
  @ApiProperty({ example: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg', description: "YouTube's picture of the video, made from videoId" })
  thumbnail: string;
  @ApiProperty() duration: string;
  @ApiProperty({ description: 'Display name of the person who added it' }) addedBy: string;
  @ApiProperty() addedById: number;
  @ApiProperty({
    example: 'user:7',
    description:
      "Who sings it: one key per person whatever device added it (an account's id, a guest's name as typed: 'user:7', 'guest:maya'); " +
      "'nophone:<name>' for a singer without a phone, whose turns the host's phone and the stage announce; fair rotation counts turns by it",
  })
  singer: string;
  @ApiProperty({
    type: [SongSingerDto],
    required: false,
    description:
      'Everyone singing it: whoever added it first (addedBy), then up to 3 people they invited, each invited, accepted or declined; ' +
      'each accepted singer is charged a turn when it plays (docs/product.md "Sing together")',
  })
  singers?: SongSingerDto[];
  @ApiProperty({ description: '1-based; the order that will actually play' }) position: number;
  @ApiProperty({
    enum: PLACEMENTS,
    nullable: true,
    type: String,
    description:
      "How it was placed by hand: the host's Play next, Move to end or drag, or its singer's Let others go first; " + "null where the queue's rules put it",
  })
  placement: Placement | null;
  @ApiProperty() addedAt: Date;
  @ApiProperty({
    example: "Sam's 2nd song · after everyone's 1st turn",
    description:
      'Why it stands where it does, in a few words (shown under the song), in English and always in one form: "<addedBy>\'s <Nth> song · <why>", ' +
      "why being 'first round', 'after everyone's <Nth> turn', 'catching up, joins round <N>', 'in the order added', 'moved up by the host', " +
      "'moved to the end by the host', 'placed here by the host' or '<addedBy> let others go first'. The party app reads those parts to say it " +
      'in the language shown, so one push serves every phone',
  })
  orderReason: string;
  @ApiProperty({
    example: 610,
    description:
      'Estimated seconds from the end of the song on stage (or from now, when nothing plays) until this one starts: ' +
      "the songs ahead (unknown lengths as the queue's average) and the room's interstitial before each. " +
      'Add what remains of the current song for the wait from now.',
  })
  waitSeconds: number;
}

export class SingerTurnsDto {
  @ApiProperty({ example: 'user:7' }) singer: string;
  @ApiProperty({ description: 'Turns this singer has had tonight: songs that played at least 30 s or to their end, and the one on stage' }) turns: number;
}

export class QueueDto {
  @ApiProperty({ type: [QueueItemDto] }) items: QueueItemDto[];
  @ApiProperty({ enum: ['fifo', 'rotation'] }) queueMode: 'fifo' | 'rotation';
  @ApiProperty({ type: [SingerTurnsDto], description: 'The turns each singer has had, which the order reasons count from' }) turns: SingerTurnsDto[];
  @ApiProperty({ description: "The room's version; every change bumps it" }) version: number;
}

export class QueueClearedDto {
  @ApiProperty() removed: number;
}

/** DELETE /api/queue/{queueItemId}: the song as it was, which is all an undo needs (POST /api/rooms/{roomId}/queue/restore). */
export class QueueItemRemovedDto extends QueueClearedDto {
  @ApiProperty({ type: QueueItemDto, description: 'The removed song, with its position: send it back to the restore route to undo' })
  item: QueueItemDto;
  @ApiProperty({
    example: '1795779200000.Xb3…',
    description:
      'Sent back with the song to the restore route, it lets whoever removed their own song undo it without being the host, for a minute after the removal',
  })
  undoToken: string;
}

/** An undo of a removal: the song as DELETE /api/queue/{queueItemId} answered it. */
export class RestoreQueueItemDto {
  @ApiProperty({ example: 'dQw4w9WgXcQ', description: SONG_ID_DESCRIPTION })
  @Matches(SONG_ID_PATTERN, { message: VIDEO_ID_INVALID.message })
  @IsString()
  videoId: string;

  @ApiProperty({ example: 'Dancing Queen (Karaoke Version)' })
  @Transform(trim)
  @Length(1, 300, { message: SONG_TITLE_LENGTH.message })
  @IsString()
  title: string;

  @ApiPropertyOptional({ nullable: true, example: '3:52' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== null)
  @MaxLength(16)
  @IsString()
  duration?: string | null;

  @ApiProperty({ description: 'Who added the song: it comes back as theirs (they must still be in the room)' })
  @IsInt({ message: ADDED_BY_ID_WHOLE.message })
  @Min(1, { message: ADDED_BY_ID_WHOLE.message })
  addedById: number;

  @ApiProperty({ example: 2, description: 'Where it was (1-based); past the end of the queue it goes last' })
  @IsInt({ message: POSITION_WHOLE.message })
  @Min(1, { message: POSITION_MIN.message })
  position: number;

  @ApiPropertyOptional({
    description: "The removal's undoToken: needed by anyone but the host, and only for their own song, exactly as it was answered, within a minute",
  })
  @IsOptional()
  @MaxLength(100)
  @IsString()
  undoToken?: string;

  // The rest of the removed item may come back as it was answered; none of it is used.
  @ApiPropertyOptional({ description: 'Ignored' }) @Allow() queueItemId?: unknown;
  @ApiPropertyOptional({ description: 'Ignored: the room is the path' }) @Allow() roomId?: unknown;
  @ApiPropertyOptional({ description: 'Ignored: made from videoId' }) @Allow() thumbnail?: unknown;
  @ApiPropertyOptional({ description: "Ignored: the adder's name of now" }) @Allow() addedBy?: unknown;
  @ApiPropertyOptional({ description: 'Ignored: the song comes back now' }) @Allow() addedAt?: unknown;
  @ApiPropertyOptional({ description: "Ignored: the adder's, read now" }) @Allow() singer?: unknown;
  @ApiPropertyOptional({ description: 'Ignored: the song comes back where the rules put it' }) @Allow() placement?: unknown;
  @ApiPropertyOptional({ description: 'Ignored: recomputed' }) @Allow() orderReason?: unknown;
  @ApiPropertyOptional({ description: 'Ignored: recomputed' }) @Allow() waitSeconds?: unknown;
  @ApiPropertyOptional({ description: 'Ignored: told by the id' }) @Allow() source?: unknown;
  @ApiPropertyOptional({ description: "Ignored: the song comes back as its adder's alone; they may invite again" }) @Allow() singers?: unknown;
}
