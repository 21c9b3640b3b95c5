import { queryOptions } from '@tanstack/react-query';
import { ApiError, call } from '../api-client';
import type { PairingCodeDto, ScreenDto } from '@api-types';

export type Screen = ScreenDto;
export type PairingCode = PairingCodeDto;

export const screenKeys = {
  me: ['screen', 'me'] as const,
  ofRoom: (roomId: string) => ['room', roomId, 'screens'] as const,
};

/**
 * This browser's pairing as a screen, or null when it is not one. A 401 here is an answer, not a
 * session that ended: it never signs out a person who opened /tv in their own browser.
 */
export const screenMeQuery = () =>
  queryOptions({
    queryKey: screenKeys.me,
    queryFn: () =>
      call('get', '/api/screens/me').catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }),
  });

export const pairScreen = (code: string, name?: string) => call('post', '/api/screens/pair', { body: { code, ...(name ? { name } : {}) } });
export const newPairingCode = (roomId: string) => call('post', '/api/rooms/{roomId}/screens/pairing-code', { path: { roomId } });
export const roomScreensQuery = (roomId: string) =>
  queryOptions({ queryKey: screenKeys.ofRoom(roomId), queryFn: () => call('get', '/api/rooms/{roomId}/screens', { path: { roomId } }) });
export const endScreen = (roomId: string, screenId: string) => call('delete', '/api/rooms/{roomId}/screens/{screenId}', { path: { roomId, screenId } });
