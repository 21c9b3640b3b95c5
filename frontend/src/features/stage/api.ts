import { api } from '../../lib/api-client';
import type { ReportUnplayableDto, UnplayableResultDto } from '../../lib/api-types';

/** The room's player could not play this video: the server moves the room on and tells everyone. */
export const reportUnplayable = (roomId: string, report: ReportUnplayableDto) =>
  api.post<UnplayableResultDto>(`/api/rooms/${encodeURIComponent(roomId)}/unplayable`, report);
