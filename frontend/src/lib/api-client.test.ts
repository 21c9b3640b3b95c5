import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, errorMessage } from './api-client';

function mockFetch(status: number, body: string, statusText = '') {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(body || null, { status, statusText })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends cookies, the language shown, and a JSON body only when given', async () => {
    const fetchMock = mockFetch(200, '{"ok":true}');
    await api.post('/api/rooms', { name: 'x' });
    expect(fetchMock).toHaveBeenCalledWith('/api/rooms', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Accept-Language': 'en', 'Content-Type': 'application/json' },
      body: '{"name":"x"}',
    });
    await api.get('/api/auth/check');
    expect(fetchMock).toHaveBeenLastCalledWith('/api/auth/check', {
      method: 'GET',
      credentials: 'include',
      headers: { 'Accept-Language': 'en' },
      body: undefined,
    });
  });

  it("asks for the server's sentences in the language shown, whatever the phone's own header says", async () => {
    const fetchMock = mockFetch(200, '{"ok":true}');
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    try {
      await api.get('/api/auth/check');
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
    expect(fetchMock).toHaveBeenLastCalledWith('/api/auth/check', expect.objectContaining({ headers: { 'Accept-Language': 'es' } }));
  });

  it('turns a non-OK answer into "<status>: <body>"', async () => {
    mockFetch(401, '{"statusCode":401,"message":"Invalid username or password","error":"Unauthorized"}');
    const error = await api.post('/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('401: {"statusCode":401,"message":"Invalid username or password","error":"Unauthorized"}');
    expect(errorMessage(error, 'Login failed')).toBe('Invalid username or password');
  });

  it('uses the status text when the body is empty, and the fallback sentence for toasts', async () => {
    mockFetch(503, '', 'Service Unavailable');
    const error = await api.get('/api/health').catch((e: unknown) => e);
    expect((error as Error).message).toBe('503: Service Unavailable');
    expect(errorMessage(error, 'Something went wrong')).toBe('Something went wrong');
  });
});
