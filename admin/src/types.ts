/**
 * The back office's names for the admin API's answers: the types generated from
 * openapi/openapi.json (api-types.ts, `npm run openapi`), plus react-admin's `id` on records.
 */
import type {
  AdminRoomRowDto,
  AdminUserRowDto,
  AnalyticsDto,
  ApiCallDto,
  CountByDate,
  PurgeResultDto,
  QuotaStatsDto,
  QuotaTodayDto,
} from '../../openapi/api-types';

export type { AnalyticsDto, CountByDate };
export type QuotaStats = QuotaStatsDto;
/** Today's quota with the hourly budget, keyless searches and the source answering now. */
export type QuotaToday = QuotaTodayDto;
export type ApiCall = ApiCallDto;
export type PurgeResult = PurgeResultDto;
/** A users row as react-admin holds it: the API's row keyed by its userId. */
export type AdminUserRow = AdminUserRowDto & { id: number };
/** A rooms row as react-admin holds it: the API's row keyed by its roomId. */
export type AdminRoomRow = AdminRoomRowDto & { id: string };
