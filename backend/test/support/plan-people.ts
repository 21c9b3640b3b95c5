import type { SessionUser } from '../../src/common/auth/session-user.js';
import type { QueueItemDto } from '../../src/queue/dto/queue.dto.js';
import type { RoomPerson } from '../../src/rooms/room-people.js';

/** The plans' unit tests (player-, queue-, room- and people-plans specs): one moment, and people and songs of room 'room' by id. */
export const PLAN_NOW = new Date('2026-01-01T20:00:00Z');

export const planPerson = (userId: number, extra: Partial<SessionUser> = {}): SessionUser => ({
  sessionId: `s${userId}`,
  userId,
  username: `u${userId}`,
  displayName: `Person ${userId}`,
  role: 'user',
  subscriptionTier: 1,
  isGuest: false,
  roomId: 'room',
  ...extra,
});

/** A waiting song of room 'room', added by person `addedById` at PLAN_NOW. */
export const planSong = (queueItemId: number, addedById: number, position: number): QueueItemDto => ({
  queueItemId,
  roomId: 'room',
  videoId: `video${queueItemId}`.padEnd(11, 'x'),
  source: 'youtube',
  title: `Song ${queueItemId}`,
  thumbnail: '',
  duration: '3:00',
  addedBy: `Person ${addedById}`,
  addedById,
  singer: `user:${addedById}`,
  placement: null,
  position,
  addedAt: PLAN_NOW,
  orderReason: '',
  waitSeconds: 0,
});

/** Someone inside room 'room' as the plans of people read them (RoomState.people), heard from at PLAN_NOW. */
export const roomPerson = (userId: number, displayName: string, extra: Partial<RoomPerson> = {}): RoomPerson => ({
  userId,
  displayName,
  isGuest: true,
  role: 'user',
  lastActive: PLAN_NOW,
  createdAt: PLAN_NOW,
  deviceKey: `device-${userId}`,
  ...extra,
});
