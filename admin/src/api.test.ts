import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from './api';
import type { AnalyticsDto } from '../../openapi/api-types';

describe('call: the typed client of the back office', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the documented request with the session cookie and answers the documented type', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"deleted":3}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const answer = await call('get', '/api/admin/youtube-tracker/quota-history', { query: { days: 7 } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/youtube-tracker/quota-history?days=7');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(answer).toEqual({ deleted: 3 });
    const never = async () => {
      // @ts-expect-error the analytics answer is not a list
      const rows: AnalyticsDto[] = await call('get', '/api/admin/analytics');
      // @ts-expect-error admins are kicked with POST
      await call('get', '/api/admin/users/{userId}/kick', { path: { userId: 1 } });
      // @ts-expect-error an edit with a field the API does not take
      await call('patch', '/api/admin/users/{userId}', { path: { userId: 1 }, body: { password: 'x' } });
      return rows;
    };
    expect(typeof never).toBe('function');
  });

  it("rejects with the server's sentence, as react-admin shows it", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('{"statusCode":404,"message":"User not found","error":"Not Found"}', { status: 404, headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(call('post', '/api/admin/users/{userId}/promote', { path: { userId: 9 } })).rejects.toMatchObject({ status: 404, message: 'User not found' });
  });
});
