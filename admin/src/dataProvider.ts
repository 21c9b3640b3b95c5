import simpleRestProvider from 'ra-data-simple-rest';
import { type DataProvider, fetchUtils, type GetListParams, type Identifier, type ResourceCallbacks, withLifecycleCallbacks } from 'react-admin';
import { navigate } from './authProvider';
import { call } from './api';
import type {
  AdminActionDto,
  AdminUserRowDto,
  CleanupResultDto,
  DemoteResultDto,
  JobListDto,
  JobQueuedDto,
  PlanRequestDto,
  TemporaryPasswordDto,
} from '../../openapi/api-types';
import type { AnalyticsDto, ApiCall, PurgeResult, QuotaStats, QuotaToday } from './types';
import { inAnswerLanguage } from './i18n/languages';

export const PAGE_SIZES = [25, 50, 100, 500];
const API_URL = '/api/admin';
/** Each resource's own key, which react-admin wants as `id`. */
const ID_FIELD: Record<string, string> = { users: 'userId', rooms: 'roomId', 'hidden-videos': 'videoId', 'plan-requests': 'requestId' };
/** The fields PATCH accepts; the API refuses unknown ones, and a form holds the whole row. */
const UPDATABLE_FIELDS: Record<string, string[]> = { users: ['displayName', 'role', 'subscriptionTier', 'version'] };

const withId = (idField: string, row: unknown) =>
  row !== null && typeof row === 'object' && idField in row ? { ...row, id: (row as Record<string, unknown>)[idField] } : row;

/**
 * fetchJson with the session cookie. The admin API's records carry their own key (userId,
 * roomId); react-admin and ra-data-simple-rest read `id`, so it is added to every record answered.
 */
async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const response = await fetchUtils.fetchJson(url, inAnswerLanguage({ ...options, credentials: 'include' as const }));
  const resource = new URL(url, window.location.origin).pathname.slice(API_URL.length + 1).split('/')[0];
  const idField = ID_FIELD[resource];
  if (!idField) return response;
  return { ...response, json: Array.isArray(response.json) ? response.json.map((row) => withId(idField, row)) : withId(idField, response.json) };
}

/** The API pages by 25, 50, 100 or 500 rows; anything else asked for becomes 25. */
const pageSizes = async (params: GetListParams): Promise<GetListParams> => {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  return { ...params, pagination: { page, perPage: PAGE_SIZES.includes(perPage) ? perPage : 25 } };
};

const callbacks: ResourceCallbacks[] = Object.keys(ID_FIELD).map((resource) => ({
  resource,
  beforeGetList: pageSizes,
  beforeGetManyReference: async (params) => ({ ...params, ...(await pageSizes(params)) }),
  beforeSave: async (data: Record<string, unknown>) => {
    const fields = UPDATABLE_FIELDS[resource];
    return fields ? Object.fromEntries(fields.filter((field) => data[field] !== undefined).map((field) => [field, data[field]])) : data;
  },
}));

/**
 * Lists, record fetches, edits and deletes: ra-data-simple-rest's provider (GET ?range&sort&filter
 * with Content-Range, GET/PUT/DELETE /:id), which the admin API serves beside the
 * page/pageSize parameters of docs/product.md §7.
 */
const crud: DataProvider = {
  ...withLifecycleCallbacks(simpleRestProvider(API_URL, httpClient), callbacks),
  create: () => Promise.reject(new Error('Accounts are created by signing up.')),
};

/** The admin calls that are not CRUD: account actions, analytics, the YouTube quota tracker and the jobs. */
export interface AdminDataProvider extends DataProvider {
  resetPassword(userId: Identifier): Promise<TemporaryPasswordDto>;
  kickUser(userId: Identifier): Promise<AdminActionDto>;
  promoteUser(userId: Identifier): Promise<AdminUserRowDto>;
  /** Admins who demote themselves lose the back office at once, so they are sent to the party app. */
  demoteUser(userId: Identifier): Promise<DemoteResultDto>;
  getAnalytics(): Promise<AnalyticsDto>;
  getQuotaStats(): Promise<QuotaToday>;
  getQuotaHistory(days: number): Promise<QuotaStats[]>;
  getRecentApiCalls(limit: number): Promise<ApiCall[]>;
  cleanupApiCalls(): Promise<CleanupResultDto>;
  purgeNonKaraokeCache(): Promise<PurgeResult>;
  getJobs(): Promise<JobListDto>;
  runJob(name: string): Promise<JobQueuedDto>;
  approvePlanRequest(requestId: number): Promise<PlanRequestDto>;
  declinePlanRequest(requestId: number, reason?: string): Promise<PlanRequestDto>;
}

const user = (id: Identifier) => ({ path: { userId: Number(id) } });

/** CRUD through ra-data-simple-rest, the rest through the typed client (api.ts). */
export const dataProvider: AdminDataProvider = {
  ...crud,
  resetPassword: (userId) => call('post', '/api/admin/users/{userId}/reset-password', user(userId)),
  kickUser: (userId) => call('post', '/api/admin/users/{userId}/kick', user(userId)),
  promoteUser: (userId) => call('post', '/api/admin/users/{userId}/promote', user(userId)),
  async demoteUser(userId) {
    const row = await call('post', '/api/admin/users/{userId}/demote', user(userId));
    if (row.selfDemoted) navigate.to('/dashboard');
    return row;
  },
  getAnalytics: () => call('get', '/api/admin/analytics'),
  getQuotaStats: () => call('get', '/api/admin/youtube-tracker/quota-stats'),
  getQuotaHistory: (days) => call('get', '/api/admin/youtube-tracker/quota-history', { query: { days } }),
  getRecentApiCalls: (limit) => call('get', '/api/admin/youtube-tracker/recent-calls', { query: { limit } }),
  cleanupApiCalls: () => call('post', '/api/admin/youtube-tracker/cleanup'),
  purgeNonKaraokeCache: () => call('post', '/api/admin/cache/purge-non-karaoke'),
  getJobs: () => call('get', '/api/admin/jobs'),
  runJob: (name) => call('post', '/api/admin/jobs/{name}/run', { path: { name } }),
  approvePlanRequest: (requestId) => call('post', '/api/admin/plan-requests/{requestId}/approve', { path: { requestId } }),
  declinePlanRequest: (requestId, reason) =>
    call('post', '/api/admin/plan-requests/{requestId}/decline', { path: { requestId }, body: reason ? { reason } : {} }),
};
