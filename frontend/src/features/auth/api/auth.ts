import { call } from '@/lib/api-client';

export interface RegisterInput {
  username: string;
  displayName: string;
  password: string;
  betaCode: string;
}

export const checkAuth = () => call('get', '/api/auth/check');
export const login = (input: { username: string; password: string }) => call('post', '/api/auth/login', { body: input });
export const register = (input: RegisterInput) => call('post', '/api/auth/register', { body: input });
export const logout = () => call('post', '/api/auth/logout');
export const guestJoin = (input: { roomCode: string; displayName: string }) => call('post', '/api/guest/join', { body: input });
