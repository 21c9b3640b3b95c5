import { queryOptions } from '@tanstack/react-query';
import { call } from '../api-client';
import type { RoomDto, RoomUserDto } from '@api-types';

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

export const getRoomByCode = (code: string) => call('get', '/api/rooms/code/{code}', { path: { code: code.trim().toUpperCase() } });
export const joinRoom = (roomId: string) => call('post', '/api/rooms/{roomId}/join', { path: { roomId }, body: {} });
