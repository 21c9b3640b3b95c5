import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { RoomChange, RoomChangedPayload } from '../../rooms/room-transactions.service.js';

/**
 * The Socket.IO events at /socket.io, described in the API document (components.schemas and the
 * document's `x-socket-io` section, buildOpenApiDocument) so both apps get their types from it.
 */
const ROOM_CHANGES: RoomChange[] = ['room', 'settings', 'users', 'queue', 'playing', 'ended'];

/** Client → server `room:join` and `room:leave`. */
export class RoomChannelMessageDto {
  @ApiProperty({ description: 'The room whose channel to join or leave' }) roomId: string;
}

/** The acknowledgement of `room:join`. */
export class RoomJoinAckDto {
  @ApiProperty() ok: boolean;
  @ApiPropertyOptional({ description: 'When ok: the room joined' }) roomId?: string;
  @ApiPropertyOptional({ description: 'When not ok: why, as a sentence' }) message?: string;
}

/** Server → client `room:changed`, to everyone in the room's channel after each committed change. */
export class RoomChangedEventDto implements RoomChangedPayload {
  @ApiProperty() roomId: string;
  @ApiProperty({ description: "The room's version after the change (poll answers carry it as their ETag)" }) version: number;
  @ApiProperty({ enum: ROOM_CHANGES, isArray: true, description: 'What changed: clients refetch only those parts' }) changes: RoomChange[];
  @ApiPropertyOptional({ description: "For 'users' changes caused by a boot: who was removed" }) removedUserId?: number;
}

export const SOCKET_EVENT_MODELS = [RoomChannelMessageDto, RoomJoinAckDto, RoomChangedEventDto];

/** The document's `x-socket-io` section: each event with its payload (and acknowledgement) schema. */
export const SOCKET_IO_EVENTS = {
  path: '/socket.io',
  clientToServer: {
    'room:join': { payload: 'RoomChannelMessageDto', ack: 'RoomJoinAckDto', description: "Join a room's channel (members, the owner and admins)" },
    'room:leave': { payload: 'RoomChannelMessageDto', ack: null, description: "Leave a room's channel" },
  },
  serverToClient: {
    'room:changed': { payload: 'RoomChangedEventDto', description: 'A committed change of the room' },
  },
} as const;
