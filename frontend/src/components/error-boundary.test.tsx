import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';

function Crash(): never {
  throw new Error('boom');
}

afterEach(() => vi.restoreAllMocks());

describe('a screen that crashes', () => {
  it('says so in a human sentence with a reload and the way home, and the next address starts afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { rerender } = render(
      <ErrorBoundary resetKey="/room/a">
        <Crash />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByText('This screen ran into a problem. Your room and its queue are safe on the server.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();

    rerender(
      <ErrorBoundary resetKey="/dashboard">
        <p>Dashboard</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
