import type { Socket } from 'socket.io';
import type { Notice } from '../common/errors/domain-error.js';

/**
 * Whether a socket may listen to a room's channel: the refusal (its code and sentence), or true, or the room's
 * current version for the join's acknowledgement.
 */
export type RoomChannelVerdict = true | { version: number } | Notice;

/** Whether a verdict refuses. */
export function refuses(verdict: RoomChannelVerdict): verdict is Notice {
  return typeof verdict === 'object' && 'code' in verdict;
}

/**
 * The rules the realtime gateway asks the rooms module: who may join a room's channel, who runs
 * its stage, and what a phone is told when its session ends. The rooms module
 * provides it under ROOM_CHANNEL_AUTHORIZER; there is no allow-everyone default, so an
 * application without it does not start.
 */
export interface RoomChannelAuthorization {
  authorize(socket: Socket, roomId: string): Promise<RoomChannelVerdict>;
  /** Whether the socket's person runs the room (its owner, or an admin): who may say the stage is open. */
  mayRun(socket: Socket, roomId: string): Promise<boolean>;
  /** What `session:ended` tells a socket whose session ended for `reason` (a boot, leaving, the room's end…). */
  sessionEndedNotice(reason: string): Notice;
  /**
   * Whether a session that ended for `reason` ended with its room (the party's end, its deletion):
   * its sockets hear the room's last push (who ended it) before they are closed.
   */
  endsWithRoom(reason: string): boolean;
}

export const ROOM_CHANNEL_AUTHORIZER = Symbol('ROOM_CHANNEL_AUTHORIZER');
