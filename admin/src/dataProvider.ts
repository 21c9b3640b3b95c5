import { type DataProvider, fetchUtils, type GetListParams } from 'react-admin';

export const PAGE_SIZES = [25, 50, 100, 500];
const ID_FIELD: Record<string, string> = { users: 'userId', rooms: 'roomId' };

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

/** Adapts the documented admin API ({data, pagination:{total}}) to react-admin, in ra-data-simple-rest's manner. */
export const dataProvider: DataProvider = {
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
    const { json } = await http(`/api/admin/${resource}/${encodeURIComponent(String(params.id))}`, { method: 'PATCH', body: JSON.stringify(params.data) });
    return { data: withId(resource, json) };
  },
  async updateMany(resource, params) {
    await Promise.all(params.ids.map((id) => http(`/api/admin/${resource}/${encodeURIComponent(String(id))}`, { method: 'PATCH', body: JSON.stringify(params.data) })));
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
};
