import { queryOptions } from '@tanstack/react-query';
import { call } from '../api-client';
import type { RoomDto, RoomSettingsPatch, RoomUserDto } from '@api-types';

export type Room = RoomDto;
export type RoomUser = RoomUserDto;

export const roomKeys = {
  mine: (userId: number) => ['rooms', 'of-user', userId] as const,
  room: (roomId: string) => ['room', roomId, 'room'] as const,
  users: (roomId: string) => ['room', roomId, 'users'] as const,
};

const getUserRooms = (userId: number) => call('get', '/api/users/{userId}/rooms', { path: { userId } });
export const userRoomsQuery = (userId: number) => queryOptions({ queryKey: roomKeys.mine(userId), queryFn: () => getUserRooms(userId) });

const getRoom = (roomId: string) => call('get', '/api/rooms/{roomId}', { path: { roomId } });
export const roomQuery = (roomId: string) => queryOptions({ queryKey: roomKeys.room(roomId), queryFn: () => getRoom(roomId) });

const getRoomUsers = (roomId: string) => call('get', '/api/rooms/{roomId}/users', { path: { roomId } });
export const roomUsersQuery = (roomId: string) => queryOptions({ queryKey: roomKeys.users(roomId), queryFn: () => getRoomUsers(roomId) });

export const createRoom = (name: string) => call('post', '/api/rooms', { body: { name } });
export const deleteRoom = (roomId: string) => call('delete', '/api/rooms/{roomId}', { path: { roomId } });
export const endRoom = (roomId: string) => call('post', '/api/rooms/{roomId}/end', { path: { roomId } });
export const toggleLock = (roomId: string) => call('post', '/api/rooms/{roomId}/toggle-lock', { path: { roomId } });
export const getRoomByCode = (code: string) => call('get', '/api/rooms/code/{code}', { path: { code: code.trim().toUpperCase() } });
export const joinRoom = (roomId: string) => call('post', '/api/rooms/{roomId}/join', { path: { roomId }, body: {} });
export const updateSettings = (roomId: string, settings: RoomSettingsPatch) =>
  call('patch', '/api/rooms/{roomId}/settings', { path: { roomId }, body: { settings } });
export const bootUser = (roomId: string, userId: number) => call('post', '/api/rooms/{roomId}/boot/{userId}', { path: { roomId, userId } });
