import { call } from '@/lib/api-client';

/** End party (host): everyone is let go, the night is kept in the host's past parties. Host only, so off a guest's download. */
export const endRoom = (roomId: string) => call('post', '/api/rooms/{roomId}/end', { path: { roomId } });
