import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, type AuthProvider, memoryStore, Notification, ResourceContextProvider } from 'react-admin';
import { vi } from 'vitest';
import { dataProvider } from '../dataProvider';
import { createI18nProvider } from '../i18n/i18nProvider';

export const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Route = unknown | (() => Response);

/** A URL with its query parameters decoded and in order, so equal requests compare equal however encoded. */
function normalizeUrl(url: string): string {
  const parsed = new URL(url, 'http://admin.test');
  const params = [...parsed.searchParams].sort(([a], [b]) => a.localeCompare(b));
  return params.length ? `${parsed.pathname}?${params.map(([key, value]) => `${key}=${value}`).join('&')}` : parsed.pathname;
}

/** The signed-in admin, as GET /api/auth/me answers. */
export const adminMe = { userId: 1, username: 'admin', displayName: 'Ada Admin', role: 'admin', subscriptionTier: 999 };

/** Sam, a tier-2 account, as the users list answers a row; `over` changes what a test needs. */
export const samRow = (over: Record<string, unknown> = {}) => ({
  userId: 5,
  username: 'sam',
  displayName: 'Sam Singer',
  role: 'user',
  subscriptionTier: 2,
  roomId: 'r1',
  roomName: 'Friday night',
  createdAt: '2026-11-01T10:00:00Z',
  lastActive: null as string | null,
  version: '0123456789abcdef',
  ...over,
});

/** The list request ra-data-simple-rest sends for a page (react-admin's lists: 25 a page, newest first). */
export function listRequest(
  resource: string,
  {
    page = 1,
    perPage = 25,
    sort = ['createdAt', 'DESC'],
    filter = {},
  }: { page?: number; perPage?: number; sort?: [string, string]; filter?: Record<string, unknown> } = {},
) {
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
    sort: JSON.stringify(sort),
  });
  return `GET ${normalizeUrl(`/api/admin/${resource}?${query}`)}`;
}

/** The admin API's answer in that convention: the rows, and Content-Range with the total. */
export function listReply(resource: string, rows: unknown[], total = rows.length, start = 0) {
  return () =>
    new Response(JSON.stringify(rows), {
      status: 200,
      headers: {
        'Content-Type': 'application/json',
        'Content-Range': rows.length ? `${resource} ${start}-${start + rows.length - 1}/${total}` : `${resource} */${total}`,
      },
    });
}

interface ApiCallRecord {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Stands in for the server at the fetch boundary: `routes` maps "METHOD /path?query" (compared
 * with normalizeUrl) to a JSON
 * body (answered 200), a Response, or a function making one per call. Unknown calls answer 404.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCallRecord[] = [];
  const table = new Map(
    Object.entries(routes).map(([key, route]) => [key.replace(/^(\w+) (.*)$/, (_, method: string, url: string) => `${method} ${normalizeUrl(url)}`), route]),
  );
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = normalizeUrl(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = table.get(`${method} ${url}`);
    if (route === undefined) return reply(404, { statusCode: 404, message: `No route for ${method} ${url}`, error: 'Not Found' });
    const answer = typeof route === 'function' ? (route as () => Response)() : route;
    return answer instanceof Response ? answer : reply(200, answer);
  });
  return { calls, fetchMock, called: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === normalizeUrl(url)) };
}

/**
 * Renders inside react-admin with the real dataProvider, the back office's i18nProvider and a fresh
 * store, notifications shown; in English unless `locale` names another of the back office's languages.
 */
export function renderInAdmin(ui: ReactNode, { resource, authProvider, locale }: { resource?: string; authProvider?: AuthProvider; locale?: string } = {}) {
  return render(
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={createI18nProvider()}
      store={memoryStore(locale ? { locale } : undefined)}
    >
      {resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui}
      <Notification />
    </AdminContext>,
  );
}
