import { call } from '../api-client';

/** A guest's new name; the answer is the guest to store. */
export const renameGuest = (displayName: string) => call('patch', '/api/guest/me', { body: { displayName } });
/** Leaving a room (anyone but its owner): the person's waiting songs go with them. */
export const leaveRoom = (roomId: string) => call('post', '/api/rooms/{roomId}/leave', { path: { roomId } });
