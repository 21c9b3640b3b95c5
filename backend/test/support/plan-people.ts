import type { SessionUser } from '../../src/common/auth/session-user.js';

/** The plans' unit tests (player-, queue- and room-plans specs): one moment, and people of room 'room' by id. */
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
