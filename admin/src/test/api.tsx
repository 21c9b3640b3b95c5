import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, type AuthProvider, defaultI18nProvider, memoryStore, Notification, ResourceContextProvider } from 'react-admin';
import { vi } from 'vitest';
import { dataProvider } from '../dataProvider';

export const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Route = unknown | (() => Response);

export interface ApiCallRecord {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Stands in for the server at the fetch boundary: `routes` maps "METHOD /path?query" to a JSON
 * body (answered 200), a Response, or a function making one per call. Unknown calls answer 404.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCallRecord[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[`${method} ${url}`];
    if (route === undefined) return reply(404, { statusCode: 404, message: `No route for ${method} ${url}`, error: 'Not Found' });
    const answer = typeof route === 'function' ? (route as () => Response)() : route;
    return answer instanceof Response ? answer : reply(200, answer);
  });
  return { calls, fetchMock, called: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url) };
}

/** Renders inside react-admin with the real dataProvider and a fresh store, notifications shown. */
export function renderInAdmin(ui: ReactNode, { resource, authProvider }: { resource?: string; authProvider?: AuthProvider } = {}) {
  return render(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={defaultI18nProvider} store={memoryStore()}>
      {resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui}
      <Notification />
    </AdminContext>,
  );
}
