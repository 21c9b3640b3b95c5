import { vi } from 'vitest';
import type { QueueDto, QueueItemDto, RoomDto, RoomUserDto } from '@api-types';
import type { StoredUser } from '@/lib/storage';

/** A JSON answer, as the server sends it. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface ApiCall {
  method: string;
  url: string;
  body: unknown;
}
export type ApiHandler = (method: string, url: string, body: unknown) => Response | Promise<Response> | undefined;

/** Stubs fetch with a handler; a call it does not answer gets a 404 naming it. Answers the calls made, in order. */
export function mockApi(handler: ApiHandler): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      return Promise.resolve(handler(method, url, body) ?? json(404, { statusCode: 404, message: `No mock for ${method} ${url}`, error: 'Not Found' }));
    }),
  );
  return calls;
}

/** The host of the component tests' parties. */
export const sam: StoredUser = { userId: 7, username: 'sam', displayName: 'Sam Singer', subscriptionTier: 1, role: 'user', isGuest: false };

/** Sam's live room, 45 minutes left; `settings` changes some of its rules. */
export const roomDto = (over: Partial<RoomDto> = {}, settings: Partial<RoomDto['settings']> = {}): RoomDto => ({
  roomId: 'r00m1d',
  code: 'K7PX2M',
  name: "Sam's birthday",
  ownerId: 7,
  ownerName: 'Sam Singer',
  settings: {
    maxSongsPerUser: 2,
    maxSongsPerGuest: 2,
    autoSkipMinutes: 6,
    isLocked: false,
    inactivityTimeoutMinutes: 30,
    maxRoomDurationHours: 8,
    queueMode: 'fifo',
    interstitialSeconds: 10,
    maxGuests: 4,
    intermission: null,
    language: null,
    approveSongs: false,
    closingTime: null,
    timeZone: null,
    closesAt: null,
    lyrics: true,
    othersQueueForPhoneless: false,
    ...settings,
  },
  isLocked: false,
  userCount: 1,
  queueCount: 0,
  maxQueueSize: 10,
  ownerTier: 1,
  isActive: true,
  createdAt: '2026-11-20T18:00:00.000Z',
  lastActivity: '2026-11-20T18:00:00.000Z',
  expiresAt: new Date(Date.now() + 45 * 60_000).toISOString(),
  version: 3,
  requests: [],
  ...over,
});

/**
 * The calls a room screen makes (the room, its people, queue and stage, boots, tier limits, the
 * heartbeat and the membership check), answered with these; anything else is left to the caller.
 */
/** gus's song waiting first in room r00m1d, as GET …/queue answers it; `over` changes what a test needs. */
export const queueItemDto = (over: Partial<QueueItemDto> = {}): QueueItemDto => ({
  queueItemId: 5,
  roomId: 'r00m1d',
  videoId: 'abcdefghijk',
  source: 'youtube',
  title: 'Dancing Queen (Karaoke)',
  thumbnail: '',
  duration: '3:51',
  addedBy: 'gus',
  addedById: 31,
  singer: 'guest:gus',
  placement: null,
  position: 1,
  addedAt: '2026-11-20T18:01:00.000Z',
  orderReason: "gus's 1st song · first round",
  waitSeconds: 10,
  ...over,
});

export function roomCalls(room: RoomDto, people: RoomUserDto[], queue: QueueDto): ApiHandler {
  return (method, url) => {
    if (method === 'GET' && url === `/api/rooms/${room.roomId}`) return json(200, room);
    if (method === 'GET' && url === `/api/rooms/${room.roomId}/users`) return json(200, people);
    if (method === 'GET' && url === `/api/rooms/${room.roomId}/queue`) return json(200, queue);
    if (method === 'GET' && url === `/api/rooms/${room.roomId}/playing`) return json(200, { currentlyPlaying: null, version: 3 });
    if (method === 'GET' && url === `/api/rooms/${room.roomId}/boots`) return json(200, []);
    if (method === 'GET' && url === '/api/tier-limits')
      return json(200, { 1: { simultaneousRooms: 1, guestsPerRoom: 4, maxQueueSize: 5, roomTimeMinutes: 60, roomsPerDay: 2 } });
    if (method === 'PATCH' && url.endsWith('/heartbeat')) return json(200, { lastActive: new Date().toISOString() });
    if (method === 'GET' && url.startsWith('/api/users/') && url.includes('/validate/')) return json(200, { valid: true, message: '' });
    return undefined;
  };
}
