import { queryOptions } from '@tanstack/react-query';
import { call } from '../api-client';
import { apiUrl, type LibrarySongDto } from '@api-types';

export type LibrarySong = LibrarySongDto;

/** Whether the server has the host's own karaoke files: the Add Song dialog offers them only then. */
export const libraryStatusQuery = () =>
  queryOptions({ queryKey: ['library', 'status'] as const, queryFn: () => call('get', '/api/library'), staleTime: 60_000 });

export const searchLibrary = (q: string) => call('get', '/api/library/search', { query: { q, limit: 25 } });

/** A library song of this room, as the stage needs it (its kind: a video, or CD+G over audio). */
export const librarySongQuery = (roomId: string, songId: string) =>
  queryOptions({
    queryKey: ['room', roomId, 'library', songId] as const,
    queryFn: () => call('get', '/api/rooms/{roomId}/library/{songId}', { path: { roomId, songId } }),
    staleTime: Infinity,
  });

/** The file the stage's media element plays (ranges served), and a CD+G song's graphics. */
export const libraryMediaUrl = (roomId: string, songId: string) => apiUrl('/api/rooms/{roomId}/library/{songId}/media', { path: { roomId, songId } });
export const libraryCdgUrl = (roomId: string, songId: string) => apiUrl('/api/rooms/{roomId}/library/{songId}/cdg', { path: { roomId, songId } });
