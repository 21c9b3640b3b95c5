import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getStoredUser } from '@/lib/storage';
import { renderAt } from '@/test/render';
import { normalizeCode } from './guest-join';
import { validateRegistration } from './register';

function mockFetch(handler: (url: string, init: RequestInit) => Response) {
  const fetchMock = vi.fn((url: string, init: RequestInit) => Promise.resolve(handler(url, init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Types without a timer between keystrokes: with a setTimeout per key, typing on a busy machine can
 * outlast the 5 s timeout and run on into the next test's focused field.
 */
const typist = () => userEvent.setup({ delay: null });

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// Typing into MUI fields re-renders the form per key: on a machine shared by many jobs the sign-in
// and sign-up tests alone took over 5 s. They get room; a slow run still fails, after 20 s.
describe('routes', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows '404 Page Not Found' for any other path", async () => {
    await renderAt('/no/such/screen');
    expect(screen.getByText('404 Page Not Found')).toBeInTheDocument();
  });

  it('landing shows the tagline and sends a signed-out visitor to /login', async () => {
    mockFetch(() => json(401, { statusCode: 401, message: 'You need to be logged in to access this page.', error: 'Unauthorized' }));
    const { router } = await renderAt('/');
    expect(screen.getByText('Turn any gathering into a karaoke party - everyone can add songs while you control the show.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sign-in validates, stores the user and goes to the dashboard', async () => {
    const user = typist();
    // The dashboard it lands on also asks for Sam's rooms and past parties: none yet.
    const fetchMock = mockFetch((url) =>
      /\/api\/users\/7\/(rooms|history)$/.test(url)
        ? json(200, [])
        : json(200, { userId: 7, username: 'sam', displayName: 'Sam', subscriptionTier: 1, role: 'user', isGuest: false }),
    );
    const { router } = await renderAt('/login');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Username'), 'sam');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(getStoredUser()).toMatchObject({ userId: 7, displayName: 'Sam' });
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(screen.getByText('Logged in as Sam')).toBeInTheDocument();
    expect(await screen.findByText("You haven't created any rooms yet. Create one to get started!")).toBeInTheDocument();
  });

  it("sign-in failure shows 'Login failed' with the server's sentence", async () => {
    const user = typist();
    mockFetch(() => json(401, { statusCode: 401, message: 'Invalid username or password', error: 'Unauthorized' }));
    await renderAt('/login');
    await user.type(screen.getByLabelText('Username'), 'sam');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
  });

  it('sign-up validates every field and never sends the confirmation', async () => {
    const user = typist();
    expect(validateRegistration({ username: 'ab', displayName: ' ', password: '123', confirmPassword: '', betaCode: '' })).toEqual({
      username: 'Username must be at least 3 characters',
      displayName: 'Display name is required',
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
      betaCode: 'Beta access code is required',
    });
    expect(validateRegistration({ username: 'abc', displayName: 'A', password: '123456', confirmPassword: '1234567', betaCode: 'X' })).toEqual({
      confirmPassword: "Passwords don't match",
    });

    const fetchMock = mockFetch(() => json(201, { userId: 8, username: 'amy', displayName: 'Amy', subscriptionTier: 1, role: 'user', isGuest: false }));
    const { router } = await renderAt('/register');
    await user.type(screen.getByLabelText('Username'), 'amy');
    await user.type(screen.getByLabelText('Display name'), 'Amy');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.type(screen.getByLabelText('Beta access code'), 'BETA');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toEqual({ username: 'amy', displayName: 'Amy', password: 'secret1', betaCode: 'BETA' });
    expect(await screen.findByText('Welcome, Amy! You can now log in.')).toBeInTheDocument();
  });

  it('guest join upper-cases the code, asks for both fields, and enters the room', async () => {
    const user = typist();
    expect(normalizeCode(' ab c12x9')).toBe('ABC12X');
    const fetchMock = mockFetch((url) =>
      url === '/api/guest/join'
        ? json(200, {
            user: { userId: 9, username: 'guest-1', displayName: 'Maya', subscriptionTier: 1, role: 'user', isGuest: true },
            room: { roomId: 'r1', name: 'Party', code: 'ABC123' },
          })
        : json(404, { statusCode: 404, message: 'Not here', error: 'Not Found' }),
    );
    const { router } = await renderAt('/guest?code=abc123');
    expect(screen.getByLabelText('Room Code')).toHaveValue('ABC123');
    await user.click(screen.getByRole('button', { name: 'Join Room' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both room code and your name');
    await user.type(screen.getByLabelText('Your Name'), '  Maya ');
    await user.click(screen.getByRole('button', { name: 'Join Room' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/room/r1'));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toEqual({ roomCode: 'ABC123', displayName: 'Maya' });
    expect(getStoredUser()).toMatchObject({ userId: 9, isGuest: true });
  });

  it('guest join says a short code is short, and a taken name under the name, not in a toast', async () => {
    const user = typist();
    const taken = 'Someone in this room is already called Maya. Add an initial or a nickname so everyone can tell you apart.';
    const fetchMock = mockFetch((url) => (url === '/api/guest/join' ? json(409, { statusCode: 409, message: taken, error: 'Conflict' }) : json(404, {})));
    await renderAt('/guest?code=abc12');
    await user.type(screen.getByLabelText('Your Name'), 'Maya');
    await user.click(screen.getByRole('button', { name: 'Join Room' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Room codes have 6 characters. Check the code on the host's screen.");
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Room Code'), '3');
    await user.click(screen.getByRole('button', { name: 'Join Room' }));
    const name = screen.getByLabelText('Your Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(taken);
    expect(screen.queryByText('Failed to join room')).not.toBeInTheDocument();
    await user.type(name, ' B.');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('sends visitors without a stored user from the dashboard to /login', async () => {
    const { router } = await renderAt('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
