import { call } from '../api-client';
import type { RoomSettingsPatch } from '@api-types';

/**
 * What only a room's owner (or a registered user on the dashboard) calls: apart from lib/api/rooms.ts,
 * which every guest downloads, so these stay in the host's and the dashboard's chunks.
 */
export const createRoom = (name: string) => call('post', '/api/rooms', { body: { name } });
export const deleteRoom = (roomId: string) => call('delete', '/api/rooms/{roomId}', { path: { roomId } });
export const toggleLock = (roomId: string) => call('post', '/api/rooms/{roomId}/toggle-lock', { path: { roomId } });
export const updateSettings = (roomId: string, settings: RoomSettingsPatch) =>
  call('patch', '/api/rooms/{roomId}/settings', { path: { roomId }, body: { settings } });
export const bootUser = (roomId: string, userId: number) => call('post', '/api/rooms/{roomId}/boot/{userId}', { path: { roomId, userId } });
