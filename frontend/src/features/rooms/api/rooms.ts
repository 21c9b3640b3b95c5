import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { BootResultDto, RoomDto, RoomSettingsPatch, RoomUserDto } from '../../../lib/api-types';

export type Room = RoomDto;
export type RoomUser = RoomUserDto;

export const roomKeys = {
  mine: (userId: number) => ['rooms', 'of-user', userId] as const,
  room: (roomId: string) => ['room', roomId, 'room'] as const,
  users: (roomId: string) => ['room', roomId, 'users'] as const,
};

export const getUserRooms = (userId: number) => api.get<RoomDto[]>(`/api/users/${userId}/rooms`);
export const userRoomsQuery = (userId: number) => queryOptions({ queryKey: roomKeys.mine(userId), queryFn: () => getUserRooms(userId) });

export const getRoom = (roomId: string) => api.get<RoomDto>(`/api/rooms/${encodeURIComponent(roomId)}`);
export const roomQuery = (roomId: string) => queryOptions({ queryKey: roomKeys.room(roomId), queryFn: () => getRoom(roomId) });

export const getRoomUsers = (roomId: string) => api.get<RoomUserDto[]>(`/api/rooms/${encodeURIComponent(roomId)}/users`);
export const roomUsersQuery = (roomId: string) => queryOptions({ queryKey: roomKeys.users(roomId), queryFn: () => getRoomUsers(roomId) });

export const createRoom = (name: string) => api.post<RoomDto>('/api/rooms', { name });
export const deleteRoom = (roomId: string) => api.delete<RoomDto>(`/api/rooms/${encodeURIComponent(roomId)}`);
export const toggleLock = (roomId: string) => api.post<RoomDto>(`/api/rooms/${encodeURIComponent(roomId)}/toggle-lock`);
export const getRoomByCode = (code: string) => api.get<RoomDto>(`/api/rooms/code/${encodeURIComponent(code.trim().toUpperCase())}`);
export const joinRoom = (roomId: string) => api.post<RoomDto>(`/api/rooms/${encodeURIComponent(roomId)}/join`);
export const updateSettings = (roomId: string, settings: RoomSettingsPatch) =>
  api.patch<RoomDto>(`/api/rooms/${encodeURIComponent(roomId)}/settings`, { settings });
export const bootUser = (roomId: string, userId: number) => api.post<BootResultDto>(`/api/rooms/${encodeURIComponent(roomId)}/boot/${userId}`);
