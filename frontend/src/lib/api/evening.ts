import { queryOptions } from '@tanstack/react-query';
import { call } from '../api-client';
import { msg } from '@/i18n/i18n';
import type { CurrentlyPlayingDto, PastPartyDto, PlayedSongDto, RoomHistoryDto, RoomReactionEventDto, SendReactionDto } from '@api-types';

export type PlayedSong = PlayedSongDto;
export type RoomHistory = RoomHistoryDto;
export type PastParty = PastPartyDto;
export type Reaction = SendReactionDto['reaction'];
export type RoomReaction = RoomReactionEventDto;

/** The reactions a phone offers while a song plays, in order, with how each looks and is read. */
export const REACTIONS: { reaction: Reaction; emoji: string; label: string }[] = [
  { reaction: 'clap', emoji: '👏', label: msg('Applaud') },
  { reaction: 'fire', emoji: '🔥', label: msg('On fire') },
  { reaction: 'heart', emoji: '❤️', label: msg('Love it') },
  { reaction: 'laugh', emoji: '😂', label: msg('Laugh') },
  { reaction: 'mic', emoji: '🎤', label: msg('Mic drop') },
];

/** Tonight's songs sit beside the room's parts, refetched when what plays changes. */
export const historyKey = (roomId: string) => ['room', roomId, 'history'] as const;
export const historyQuery = (roomId: string) =>
  queryOptions({ queryKey: historyKey(roomId), queryFn: () => call('get', '/api/rooms/{roomId}/history', { path: { roomId } }) });
export const singAgain = (roomId: string, playedSongId: number) =>
  call('post', '/api/rooms/{roomId}/history/{playedSongId}/sing-again', { path: { roomId, playedSongId } });
/** The host's download of the evening (a plain link: the browser saves the attachment). */
export const historyCsvUrl = (roomId: string) => `/api/rooms/${encodeURIComponent(roomId)}/history.csv`;

export const pastPartiesKey = (userId: number) => ['user', userId, 'history'] as const;
export const pastPartiesQuery = (userId: number) =>
  queryOptions({ queryKey: pastPartiesKey(userId), queryFn: () => call('get', '/api/users/{userId}/history', { path: { userId } }) });

export const sendReaction = (roomId: string, reaction: Reaction) => call('post', '/api/rooms/{roomId}/reactions', { path: { roomId }, body: { reaction } });

/** The room's player says the song on stage plays or is paused (the playing time auto-skip counts). */
export const reportClock = (roomId: string, song: Pick<CurrentlyPlayingDto, 'videoId' | 'startedAt'>, playing: boolean) =>
  call('post', '/api/rooms/{roomId}/playing/clock', { path: { roomId }, body: { videoId: song.videoId, startedAt: song.startedAt, playing } });
export const letSongFinish = (roomId: string, song: Pick<CurrentlyPlayingDto, 'videoId' | 'startedAt'>) =>
  call('post', '/api/rooms/{roomId}/playing/let-finish', { path: { roomId }, body: { videoId: song.videoId, startedAt: song.startedAt } });
