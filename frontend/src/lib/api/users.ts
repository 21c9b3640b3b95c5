import { queryOptions } from '@tanstack/react-query';
import { call } from '../api-client';

const meKey = ['auth', 'me'] as const;
const getMe = () => call('get', '/api/auth/me');
export const meQuery = () => queryOptions({ queryKey: meKey, queryFn: getMe });

export const updateUser = (userId: number, input: { displayName: string; password?: string; currentPassword?: string }) =>
  call('put', '/api/users/{userId}', { path: { userId }, body: input });
export const heartbeat = (userId: number) => call('patch', '/api/users/{userId}/heartbeat', { path: { userId } });
export const validateMembership = (userId: number, roomId: string) => call('get', '/api/users/{userId}/validate/{roomId}', { path: { userId, roomId } });
