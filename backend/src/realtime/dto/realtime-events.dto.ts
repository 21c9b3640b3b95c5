import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { PlayingDto } from '../../player/dto/player.dto.js';
import { RoomNoticeEventDto } from '../../player/dto/unplayable.dto.js';
import { QueueDto } from '../../queue/dto/queue.dto.js';
import { RoomLyricsOffsetEventDto } from '../../lyrics/dto/lyrics.dto.js';
import { RoomReactionEventDto } from '../../reactions/dto/reaction.dto.js';
import { RoomDto, RoomUserDto } from '../../rooms/dto/room.dto.js';
import type { RoomChange, RoomChangedPayload, RoomNotice } from '../../rooms/room-events.types.js';
import type { RoomRemovedPayload, RoomStagePayload, SessionEndedPayload } from '../realtime.service.js';

/**
 * The Socket.IO events at /socket.io, described in the API document (components.schemas and the
 * document's `x-socket-io` section, buildOpenApiDocument) so both apps get their types from it.
 * The handshake passes the API's cross-site Origin rule (403 otherwise); a socket is who the
 * handshake's session cookie says, for as long as that session lives.
 */
const ROOM_CHANGES: RoomChange[] = ['room', 'settings', 'users', 'queue', 'playing', 'ended'];

/** The code and params of a notice: what clients branch and translate on (docs/architecture.md "Codes, not sentences"). */
const NOTICE_PARAMS: ApiPropertyOptions = {
  type: 'object',
  additionalProperties: { oneOf: [{ type: 'string' }, { type: 'number' }] },
  description: "The values the notice's sentence is filled with; {} when none",
};

/** Client → server `room:join` and `room:leave`. */
export class RoomChannelMessageDto {
  @ApiProperty({ description: 'The room whose channel to join or leave' }) roomId: string;
}

/** Client → server `stage:presence`: the room's stage opened, is still open (every 10 s), or closed. */
export class StagePresenceMessageDto {
  @ApiProperty({ description: 'The room whose stage this is; the socket must have joined its channel' }) roomId: string;
  @ApiProperty({ description: 'true when the stage opened or is still open; false when it closes' }) open: boolean;
}

/** The acknowledgement of `stage:presence`. */
export class StagePresenceAckDto {
  @ApiProperty() ok: boolean;
  @ApiPropertyOptional({
    example: 'STAGE_ONLY_HOST',
    description: 'When not ok, why, for programs: STAGE_PRESENCE_INVALID, STAGE_NOT_JOINED, STAGE_ONLY_HOST or SOCKET_SLOW_DOWN',
  })
  code?: string;
  @ApiPropertyOptional(NOTICE_PARAMS) params?: Record<string, string | number>;
  @ApiPropertyOptional({
    description: "When not ok: why, as a sentence (\"Join the room's channel before saying its stage is open.\", 'Only the host can run the stage.')",
  })
  message?: string;
  @ApiPropertyOptional({ description: 'When not ok: true when sent too fast (SOCKET_SLOW_DOWN); saying it again later may succeed' })
  retry?: boolean;
}

/** Server → client `room:stage`, to the room's other sockets: its stage opened (or is still open) or closed. */
export class RoomStageEventDto implements RoomStagePayload {
  @ApiProperty() roomId: string;
  @ApiProperty({ description: 'Open: the host view shows no player of its own until it closes or is not heard of for 25 s' }) open: boolean;
}

/** The acknowledgement of `room:join`. */
export class RoomJoinAckDto {
  @ApiProperty() ok: boolean;
  @ApiPropertyOptional({ description: 'When ok: the room joined' }) roomId?: string;
  @ApiPropertyOptional({ description: "When ok: the room's version now; a later push other than the next version is a gap (refetch)" })
  version?: number;
  @ApiPropertyOptional({
    example: 'NOT_IN_ROOM',
    description:
      'When not ok, why, for programs: ROOM_ID_REQUIRED, a join refusal (NOT_IN_ROOM, ROOM_NOT_FOUND, NOT_SIGNED_IN…), ' +
      'LIVE_UPDATES_UNAVAILABLE or SOCKET_SLOW_DOWN (both with retry)',
  })
  code?: string;
  @ApiPropertyOptional(NOTICE_PARAMS) params?: Record<string, string | number>;
  @ApiPropertyOptional({ description: 'When not ok: why, as a sentence' }) message?: string;
  @ApiPropertyOptional({
    description:
      'When not ok: true when the server could not decide for a moment (its database or cache away), so asking again shortly ' +
      'may succeed; a refusal without it is final for this connection',
  })
  retry?: boolean;
}

/** The parts a change built, each exactly as its polling route answers it at the change's version. */
export class RoomChangedStateDto {
  @ApiPropertyOptional({ type: QueueDto, description: 'As GET /api/rooms/{roomId}/queue answers it' }) queue?: QueueDto;
  @ApiPropertyOptional({ type: PlayingDto, description: 'As GET /api/rooms/{roomId}/playing answers it' }) playing?: PlayingDto;
  @ApiPropertyOptional({ type: RoomUserDto, isArray: true, description: 'As GET /api/rooms/{roomId}/users answers it' }) users?: RoomUserDto[];
  @ApiPropertyOptional({ type: RoomDto, description: 'As GET /api/rooms/{roomId} answers it' }) room?: RoomDto;
}

class RoomNoticeSongDto {
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Who added the song' }) addedById: number;
}

/** Who did what to whose songs, or who ended the party: the people concerned are told by name. */
export class RoomNoticeDto implements RoomNotice {
  @ApiProperty({ enum: ['song-removed', 'queue-cleared', 'song-restored', 'party-ended', 'request-approved', 'request-declined'] })
  kind: RoomNotice['kind'];
  @ApiProperty({ example: 'Rita', description: 'The display name of the person who did it' }) by: string;
  @ApiProperty({ example: 8, description: 'Who did it (a person is not told of their own doing)' }) byUserId: number;
  @ApiProperty({ type: RoomNoticeSongDto, isArray: true, description: 'The songs concerned (none for party-ended)' }) songs: RoomNoticeSongDto[];
  @ApiPropertyOptional({ example: "Let's keep it upbeat tonight", description: "For request-declined: the host's reason, when one was given" })
  reason?: string;
}

/**
 * Server → client `room:changed`, to everyone in the room's channel after each committed change.
 * Only the room's people (members, owner) and admins are in it: people who left it were taken out
 * of the channel before the change that says so (they get `room:removed` instead). Also, naming
 * every part and carrying none, to an instance's phones when it hears Redis again (pushes may have
 * been lost meanwhile: a phone behind refetches, one up to date ignores it).
 */
export class RoomChangedEventDto implements RoomChangedPayload {
  @ApiProperty() roomId: string;
  @ApiProperty({ description: "The room's version after the change (poll answers carry it as their ETag)" }) version: number;
  @ApiProperty({ enum: ROOM_CHANGES, isArray: true, description: 'What changed: clients refetch only those parts' }) changes: RoomChange[];
  @ApiPropertyOptional({ description: "For 'users' changes caused by a boot or a kick: who was removed (no longer in the channel)" }) removedUserId?: number;
  @ApiPropertyOptional({
    type: RoomNoticeDto,
    description:
      'With a removal, a clear or an undo by the host (kind song-removed, queue-cleared, song-restored), with the end of a deleted room ' +
      "(party-ended), and with the host's answer to a song request (request-approved, request-declined with its reason): who did it, " +
      'and whose songs, so each person is told about their own',
  })
  notice?: RoomNoticeDto;
  @ApiPropertyOptional({
    type: RoomChangedStateDto,
    description:
      'The changed parts at `version`, ready to use: a phone holding `version - 1` applies them without a request; a part named ' +
      'in `changes` but absent here (or any gap in versions) is refetched. Absent in the catch-up message after Redis returns',
  })
  state?: RoomChangedStateDto;
}

/** Server → client `room:removed`: this socket was taken out of the room's channel; it hears nothing more of the room. */
export class RoomRemovedEventDto implements RoomRemovedPayload {
  @ApiProperty() roomId: string;
  @ApiProperty({
    example: 'REMOVED_BY_HOST',
    description:
      'Why, for programs: REMOVED_BY_HOST after a boot, LEFT_ROOM after leaving, REMOVED_FROM_ROOM otherwise, or the code of the join ' +
      'refusal that now applies (NOT_IN_ROOM, ROOM_NOT_FOUND, NOT_SIGNED_IN)',
  })
  code: string;
  @ApiProperty(NOTICE_PARAMS) params: Record<string, string | number>;
  @ApiProperty({
    example: 'You have been removed from the room by the host.',
    description:
      "Why, as the 'Removed from Room' sentence to show: 'You have been removed from the room by the host.' after a boot, " +
      "'You have been removed from this room' when the person left the room otherwise (an admin's kick, joining another room), " +
      'or the join refusal that now applies (e.g. an admin who was demoted)',
  })
  message: string;
}

/** Server → client `session:ended`, just before the server closes the connection: the socket's session ended. */
export class SessionEndedEventDto implements SessionEndedPayload {
  @ApiProperty({ example: 'REMOVED_FROM_ROOM', description: "The sentence's code: REMOVED_BY_HOST, LEFT_ROOM or REMOVED_FROM_ROOM" }) code: string;
  @ApiProperty(NOTICE_PARAMS) params: Record<string, string | number>;
  @ApiProperty({
    example: 'You have been removed from this room',
    description:
      "For a guest, whose stay ended with the session, the 'Removed from Room' sentence to show ('You have been removed from the room by the host.' " +
      "after a boot, 'You left the room.' after leaving, else 'You have been removed from this room'); a registered user is signed out " +
      '(logout, password reset, kick, deleted account)',
  })
  message: string;
  @ApiPropertyOptional({
    example: 'room-deleted',
    description:
      "Why: 'booted', 'left', 'ended' (the host ended the party), 'room-deleted', " +
      "'account-deleted' (the owner's account and its rooms), 'expired', 'inactive', 'replaced', " +
      "'kicked', 'password-reset', 'password-changed', 'logout'…; a guest whose room ended says goodbye instead of 'Removed from Room'",
  })
  reason?: string;
}

export const SOCKET_EVENT_MODELS = [
  RoomChannelMessageDto,
  RoomJoinAckDto,
  RoomChangedStateDto,
  RoomNoticeDto,
  RoomChangedEventDto,
  RoomRemovedEventDto,
  SessionEndedEventDto,
  RoomNoticeEventDto,
  RoomReactionEventDto,
  StagePresenceMessageDto,
  StagePresenceAckDto,
  RoomStageEventDto,
  RoomLyricsOffsetEventDto,
];

/** The document's `x-socket-io` section: each event with its payload (and acknowledgement) schema. */
export const SOCKET_IO_EVENTS = {
  path: '/socket.io',
  clientToServer: {
    'room:join': { payload: 'RoomChannelMessageDto', ack: 'RoomJoinAckDto', description: "Join a room's channel (members, the owner and admins)" },
    'room:leave': { payload: 'RoomChannelMessageDto', ack: null, description: "Leave a room's channel" },
    'stage:presence': {
      payload: 'StagePresenceMessageDto',
      ack: 'StagePresenceAckDto',
      description: "The room's stage (its owner or an admin, in the room's channel) says it opened, is still open (every 10 s), or closed",
    },
  },
  serverToClient: {
    'room:changed': {
      payload: 'RoomChangedEventDto',
      description: "A committed change of the room; or, naming every part, where the room is after this instance's connection to Redis came back",
    },
    'room:removed': {
      payload: 'RoomRemovedEventDto',
      description: "This socket left the room's channel: its person is no longer in the room (a boot, a kick, a move) or may no longer watch it",
    },
    'room:notice': {
      payload: 'RoomNoticeEventDto',
      description:
        "Something the room's screens show as a notice (kind unplayable, code VIDEO_UNPLAYABLE: the song on stage could not play and the " +
        'room moved on); each app words it from the code and params in its language. Not a change of the room: no version',
    },
    'room:reaction': {
      payload: 'RoomReactionEventDto',
      description:
        'Someone in the room cheered the song on stage (POST /api/rooms/{roomId}/reactions, a tap that counted): the stage shows it rising over ' +
        'the video, grouped when many come at once. Not a change of the room: no version',
    },
    'room:stage': {
      payload: 'RoomStageEventDto',
      description:
        "The room's stage opened or closed on some screen: the host's view leaves the playing to it while it is open (heard within 25 s). " +
        'Not a change of the room: no version',
    },
    'room:lyrics-offset': {
      payload: 'RoomLyricsOffsetEventDto',
      description:
        'The host or the singer moved the lyrics of the song on stage earlier or later (PUT /api/rooms/{roomId}/lyrics/offset): the stage ' +
        "and the singer's Lyrics view shift their lines at once. Not a change of the room: no version",
    },
    'session:ended': {
      payload: 'SessionEndedEventDto',
      description:
        "The session of the handshake's cookie ended (logout, boot, kick, password reset, deleted account, the room's end): " +
        'the server disconnects the socket next',
    },
  },
} as const;
