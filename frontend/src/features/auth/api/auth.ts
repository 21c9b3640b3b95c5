import { api } from '../../../lib/api-client';
import type { StoredUser } from '../../../lib/storage';

export interface RegisterInput {
  username: string;
  displayName: string;
  password: string;
  betaCode: string;
}

export const checkAuth = () => api.get<{ authenticated: boolean; user: StoredUser }>('/api/auth/check');
export const login = (input: { username: string; password: string }) => api.post<StoredUser>('/api/auth/login', input);
export const register = (input: RegisterInput) => api.post<StoredUser>('/api/auth/register', input);
export const logout = () => api.post<{ loggedOut: boolean }>('/api/auth/logout');
export const guestJoin = (input: { roomCode: string; displayName: string }) =>
  api.post<{ user: StoredUser; room: { roomId: string; name: string; code: string } }>('/api/guest/join', input);
