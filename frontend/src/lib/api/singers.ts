import { call } from '../api-client';

/** "Sing with me" (docs/product.md "Sing together"): whoever added a song invites others; each invitee answers. */
export const inviteSingers = (queueItemId: number, userIds: number[]) =>
  call('post', '/api/queue/{queueItemId}/singers', { path: { queueItemId }, body: { userIds } });
export const answerInvite = (queueItemId: number, accept: boolean) =>
  call('post', '/api/queue/{queueItemId}/singers/answer', { path: { queueItemId }, body: { accept } });
