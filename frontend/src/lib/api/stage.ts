import { call } from '../api-client';
import type { ReportUnplayableDto } from '@api-types';

/** The room's player could not play this video: the server moves the room on and tells everyone. */
export const reportUnplayable = (roomId: string, report: ReportUnplayableDto) =>
  call('post', '/api/rooms/{roomId}/unplayable', { path: { roomId }, body: report });
