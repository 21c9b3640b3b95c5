import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider, NOTICE_KEY, navigate } from './authProvider';
import { dataProvider } from './dataProvider';
import { setAnswerLanguage } from './i18n/languages';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('authProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends a signed-out visitor to /login, to come back where they were going, and a non-admin to /dashboard', async () => {
    const go = vi.spyOn(navigate, 'to').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/admin/#/users/5');
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(401, { message: 'You need to be logged in to access this page.' }));
    await expect(authProvider.checkAuth({})).rejects.toThrow('You need to be logged in to access this page.');
    expect(go).toHaveBeenLastCalledWith('/login?next=%2Fadmin%2F%23%2Fusers%2F5');
    // The party app shows the 'Access Denied' toast from this note once it has loaded (docs/product.md §6):
    // a plain notice (signing in is all it takes), not a red refusal.
    const notice = () => JSON.parse(sessionStorage.getItem(NOTICE_KEY) ?? 'null');
    expect(notice()).toMatchObject({
      title: 'Access Denied',
      description: "You need to be logged in to access this page. Sign in and you'll be taken back to the back office.",
      variant: 'default',
      info: true,
    });

    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(200, { userId: 2, username: 'sam', displayName: 'Sam', role: 'user', subscriptionTier: 1 }));
    await expect(authProvider.checkAuth({})).rejects.toThrow('You need admin privileges to access this page.');
    expect(go).toHaveBeenLastCalledWith('/dashboard');
    expect(notice()).toMatchObject({ title: 'Access Denied', description: 'You need admin privileges to access this page.', variant: 'destructive' });
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('sends a non-admin away without ending their session in the party app', async () => {
    const go = vi.spyOn(navigate, 'to').mockImplementation(() => undefined);
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(json(200, { userId: 2, username: 'sam', displayName: 'Sam', role: 'user', subscriptionTier: 1 })));
    await expect(authProvider.checkAuth({})).rejects.toThrow('You need admin privileges to access this page.');
    // react-admin follows a failed check with logout().
    await authProvider.logout({});
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/logout');
    expect(go).toHaveBeenLastCalledWith('/dashboard');
  });

  it('keeps an admin signed in when the API refuses an action with 403, and signs out on request', async () => {
    const go = vi.spyOn(navigate, 'to').mockImplementation(() => undefined);
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(json(200, { userId: 1, username: 'admin', displayName: 'Admin', role: 'admin', subscriptionTier: 999 })));
    await authProvider.checkAuth({});
    await expect(authProvider.checkError({ status: 403, message: 'You cannot do that to your own account.' })).resolves.toBeUndefined();
    expect(go).not.toHaveBeenCalled();

    await authProvider.logout({});
    expect(fetchMock).toHaveBeenLastCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(go).toHaveBeenLastCalledWith('/login');
  });

  it('sends an admin who lost the role to /dashboard on a 403', async () => {
    const go = vi.spyOn(navigate, 'to').mockImplementation(() => undefined);
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(json(200, { userId: 1, username: 'admin', displayName: 'Admin', role: 'user', subscriptionTier: 1 })),
    );
    await expect(authProvider.checkError({ status: 403 })).rejects.toThrow('You need admin privileges to access this page.');
    expect(go).toHaveBeenLastCalledWith('/dashboard');
  });

  it('lets an admin in and names them', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(json(200, { userId: 1, username: 'admin', displayName: 'Admin', role: 'admin', subscriptionTier: 999 })),
    );
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 1, fullName: 'Admin' });
  });
});

describe('dataProvider', () => {
  afterEach(() => vi.restoreAllMocks());

  const list = (rows: unknown[], contentRange: string) =>
    new Response(JSON.stringify(rows), { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Range': contentRange } });
  const query = (url: unknown) => Object.fromEntries(new URL(String(url), 'http://admin.test').searchParams);

  it('asks for lists in the ra-data-simple-rest convention: range, sort and filter (search is q), 25, 50, 100 or 500 a page', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(list([], 'users */0')));
    await dataProvider.getList('users', { pagination: { page: 3, perPage: 50 }, sort: { field: 'username', order: 'ASC' }, filter: { q: 'sam', tier: 2 } });
    expect(String(fetchMock.mock.calls[0][0]).split('?')[0]).toBe('/api/admin/users');
    expect(query(fetchMock.mock.calls[0][0])).toEqual({ range: '[100,149]', sort: '["username","ASC"]', filter: '{"q":"sam","tier":2}' });
    await dataProvider.getList('rooms', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    expect(query(fetchMock.mock.calls[1][0])).toMatchObject({ range: '[0,24]' });
  });

  it('reads the rows and the Content-Range total, and keys rows by their id field', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(list([{ userId: 5, username: 'x' }], 'users 0-0/77'));
    const result = await dataProvider.getList('users', { pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    expect(result).toEqual({ data: [{ id: 5, userId: 5, username: 'x' }], total: 77 });
  });

  it('fetches one record and several by id', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(200, { roomId: 'r-1', name: 'Friday' }));
    expect((await dataProvider.getOne('rooms', { id: 'r-1' })).data).toEqual({ id: 'r-1', roomId: 'r-1', name: 'Friday' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/rooms/r-1');
    fetchMock.mockResolvedValueOnce(json(200, [{ userId: 1 }, { userId: 2 }]));
    expect((await dataProvider.getMany('users', { ids: [1, 2] })).data.map((u) => u.id)).toEqual([1, 2]);
    expect(query(fetchMock.mock.calls[1][0])).toEqual({ filter: '{"id":[1,2]}' });
  });

  it('updates with PUT, sending only the fields the API accepts, whatever the form holds, with the version it was read at', async () => {
    const row = {
      userId: 5,
      username: 'sam',
      displayName: 'Sammy',
      role: 'user',
      subscriptionTier: 2,
      roomId: null,
      roomName: null,
      createdAt: '2026-11-01T00:00:00Z',
      lastActive: null,
      version: '0123456789abcdef',
    };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, row));
    const result = await dataProvider.update('users', { id: 5, data: { ...row, id: 5 }, previousData: { ...row, id: 5, displayName: 'Sam' } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/admin/users/5');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ displayName: 'Sammy', role: 'user', subscriptionTier: 2, version: '0123456789abcdef' });
    expect(result.data.id).toBe(5);
  });

  it('deletes one or several records by id', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((url) => Promise.resolve(json(200, { userId: Number(String(url).split('/').pop()), done: true })));
    await dataProvider.delete('users', { id: 5, previousData: { id: 5 } });
    expect(fetchMock).toHaveBeenLastCalledWith('/api/admin/users/5', expect.objectContaining({ method: 'DELETE' }));
    expect((await dataProvider.deleteMany('users', { ids: [6, 7] })).data).toEqual([6, 7]);
  });

  it('sends admins who demote themselves to /dashboard, and nobody else', async () => {
    const go = vi.spyOn(navigate, 'to').mockImplementation(() => undefined);
    const row = {
      userId: 1,
      username: 'admin',
      displayName: 'Admin',
      role: 'user',
      subscriptionTier: 1,
      roomId: null,
      roomName: null,
      createdAt: '2026-11-01T00:00:00Z',
      lastActive: null,
    };
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(200, { ...row, userId: 7, selfDemoted: false }));
    await dataProvider.demoteUser(7);
    expect(go).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json(200, { ...row, selfDemoted: true }));
    await dataProvider.demoteUser(1);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/admin/users/1/demote', expect.objectContaining({ method: 'POST' }));
    expect(go).toHaveBeenCalledWith('/dashboard');
  });

  it("rejects with the server's message", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(409, { statusCode: 409, message: 'The last admin cannot be removed.', error: 'Conflict' }));
    await expect(dataProvider.kickUser(3)).rejects.toThrow('The last admin cannot be removed.');
  });
});

describe('the language of answers', () => {
  afterEach(() => {
    setAnswerLanguage('en');
    vi.restoreAllMocks();
  });

  it("asks the API for the language shown, so its refusals come in it, whatever the browser's header", async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(json(200, { userId: 7, username: 'sam' })));
    await dataProvider.getOne('users', { id: 7 });
    expect(new Headers(fetchMock.mock.calls.at(-1)![1]!.headers).get('Accept-Language')).toBe('en');
    setAnswerLanguage('es-MX');
    await dataProvider.getOne('users', { id: 7 });
    expect(new Headers(fetchMock.mock.calls.at(-1)![1]!.headers).get('Accept-Language')).toBe('es');
  });
});
