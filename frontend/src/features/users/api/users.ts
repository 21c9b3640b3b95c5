import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { UserDto, ValidateMembershipDto } from '../../../lib/api-types';

export const meKey = ['auth', 'me'] as const;
export const getMe = () => api.get<UserDto>('/api/auth/me');
export const meQuery = () => queryOptions({ queryKey: meKey, queryFn: getMe });

export const updateUser = (userId: number, input: { displayName: string; password?: string }) => api.put<UserDto>(`/api/users/${userId}`, input);
export const heartbeat = (userId: number) => api.patch(`/api/users/${userId}/heartbeat`);
export const validateMembership = (userId: number, roomId: string) =>
  api.get<ValidateMembershipDto>(`/api/users/${userId}/validate/${encodeURIComponent(roomId)}`);
