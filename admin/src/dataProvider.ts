import { type DataProvider, fetchUtils, type GetListParams, type Identifier } from 'react-admin';
import { navigate } from './authProvider';
import type { AdminUserRow, AnalyticsDto, ApiCall, PurgeResult, QuotaStats } from './types';

export const PAGE_SIZES = [25, 50, 100, 500];
const ID_FIELD: Record<string, string> = { users: 'userId', rooms: 'roomId' };
/** The fields PATCH accepts; the API refuses unknown ones, and a form holds the whole row. */
const UPDATABLE_FIELDS: Record<string, string[]> = { users: ['displayName', 'role', 'subscriptionTier', 'version'] };

const http = (url: string, options: fetchUtils.Options = {}) => fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

/** react-admin's list parameters as the admin API's query string (SPEC §7 "Admin"). */
export function listQuery(params: GetListParams): URLSearchParams {
  const query = new URLSearchParams();
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  query.set('page', String(page));
  query.set('pageSize', String(PAGE_SIZES.includes(perPage) ? perPage : 25));
  if (params.sort?.field) {
    query.set('sortBy', params.sort.field === 'id' ? 'createdAt' : params.sort.field);
    query.set('sortOrder', params.sort.order === 'ASC' ? 'asc' : 'desc');
  }
  for (const [key, value] of Object.entries(params.filter ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(key === 'q' ? 'search' : key, String(value));
  }
  return query;
}

// Rows are JSON from the API; react-admin types records per call site.
const withId = (resource: string, row: Record<string, unknown>): any => ({ ...row, id: row[ID_FIELD[resource] ?? "id"] as string | number });

const patchBody = (resource: string, data: Record<string, unknown>) => {
  const fields = UPDATABLE_FIELDS[resource];
  return JSON.stringify(fields ? Object.fromEntries(fields.filter((field) => data[field] !== undefined).map((field) => [field, data[field]])) : data);
};

const userAction = (id: Identifier, action: string) => `/api/admin/users/${encodeURIComponent(String(id))}/${action}`;

/** The admin calls that are not CRUD: account actions, analytics and the YouTube quota tracker. */
export interface AdminDataProvider extends DataProvider {
  resetPassword(userId: Identifier): Promise<{ temporaryPassword: string }>;
  kickUser(userId: Identifier): Promise<{ userId: number; done: boolean }>;
  promoteUser(userId: Identifier): Promise<AdminUserRow>;
  /** Admins who demote themselves lose the back office at once, so they are sent to the party app. */
  demoteUser(userId: Identifier): Promise<AdminUserRow & { selfDemoted: boolean }>;
  getAnalytics(): Promise<AnalyticsDto>;
  getQuotaStats(): Promise<QuotaStats>;
  getQuotaHistory(days: number): Promise<QuotaStats[]>;
  getRecentApiCalls(limit: number): Promise<ApiCall[]>;
  cleanupApiCalls(): Promise<{ deleted: number }>;
  purgeNonKaraokeCache(): Promise<PurgeResult>;
}

const post = async <T>(url: string): Promise<T> => (await http(url, { method: 'POST' })).json as T;
const get = async <T>(url: string): Promise<T> => (await http(url)).json as T;

/** Adapts the documented admin API ({data, pagination:{total}}) to react-admin, in ra-data-simple-rest's manner. */
export const dataProvider: AdminDataProvider = {
  async getList(resource, params) {
    const { json } = await http(`/api/admin/${resource}?${listQuery(params)}`);
    return { data: json.data.map((row: Record<string, unknown>) => withId(resource, row)), total: json.pagination.total };
  },
  async getOne(resource, params) {
    const { json } = await http(`/api/admin/${resource}/${encodeURIComponent(String(params.id))}`);
    return { data: withId(resource, json) };
  },
  async getMany(resource, params) {
    const rows = await Promise.all(params.ids.map((id) => http(`/api/admin/${resource}/${encodeURIComponent(String(id))}`).then((r) => withId(resource, r.json))));
    return { data: rows };
  },
  async getManyReference() {
    return { data: [], total: 0 };
  },
  async update(resource, params) {
    const { json } = await http(`/api/admin/${resource}/${encodeURIComponent(String(params.id))}`, { method: 'PATCH', body: patchBody(resource, params.data) });
    return { data: withId(resource, json) };
  },
  async updateMany(resource, params) {
    await Promise.all(params.ids.map((id) => http(`/api/admin/${resource}/${encodeURIComponent(String(id))}`, { method: 'PATCH', body: patchBody(resource, params.data) })));
    return { data: params.ids };
  },
  async create() {
    throw new Error('Accounts are created by signing up.');
  },
  async delete(resource, params) {
    await http(`/api/admin/${resource}/${encodeURIComponent(String(params.id))}`, { method: 'DELETE' });
    return { data: params.previousData as never };
  },
  async deleteMany(resource, params) {
    await Promise.all(params.ids.map((id) => http(`/api/admin/${resource}/${encodeURIComponent(String(id))}`, { method: 'DELETE' })));
    return { data: params.ids };
  },
  resetPassword: (userId) => post(userAction(userId, 'reset-password')),
  kickUser: (userId) => post(userAction(userId, 'kick')),
  async promoteUser(userId) {
    return withId('users', await post(userAction(userId, 'promote')));
  },
  async demoteUser(userId) {
    const row = withId('users', await post(userAction(userId, 'demote')));
    if (row.selfDemoted) navigate.to('/dashboard');
    return row;
  },
  getAnalytics: () => get('/api/admin/analytics'),
  getQuotaStats: () => get('/api/admin/youtube-tracker/quota-stats'),
  getQuotaHistory: (days) => get(`/api/admin/youtube-tracker/quota-history?days=${days}`),
  getRecentApiCalls: (limit) => get(`/api/admin/youtube-tracker/recent-calls?limit=${limit}`),
  cleanupApiCalls: () => post('/api/admin/youtube-tracker/cleanup'),
  purgeNonKaraokeCache: () => post('/api/admin/cache/purge-non-karaoke'),
};
