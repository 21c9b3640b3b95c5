import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Toast, TOAST_DURATION_MS, ToastProvider, useToast } from './toast';

function Show({ toast }: { toast: Toast }) {
  const show = useToast();
  useEffect(() => show(toast), [show, toast]);
  return <button type="button">elsewhere</button>;
}

const renderToast = () =>
  render(
    <ToastProvider>
      <Show toast={{ title: 'Song Skipped', description: 'Up next: Wonderwall' }} />
    </ToastProvider>,
  );

// jsdom has no PointerEvent with coordinates: a MouseEvent of the same name carries clientX (no pointerId on either end).
const pointer = (target: Element, type: string, clientX: number) => fireEvent(target, new MouseEvent(type, { bubbles: true, clientX }));

describe('toasts', () => {
  it('stays on a short swipe and goes on a swipe of 50 px to the right', async () => {
    renderToast();
    const toast = await screen.findByRole('status');
    pointer(toast, 'pointerdown', 100);
    pointer(toast, 'pointermove', 130);
    pointer(toast, 'pointerup', 130);
    expect(screen.getByText('Song Skipped')).toBeInTheDocument();
    pointer(toast, 'pointerdown', 100);
    pointer(toast, 'pointermove', 160);
    pointer(toast, 'pointerup', 150);
    await waitFor(() => expect(screen.queryByText('Song Skipped')).not.toBeInTheDocument());
  });

  it('takes the keyboard focus on F8', async () => {
    renderToast();
    const toast = await screen.findByRole('status');
    screen.getByRole('button', { name: 'elsewhere' }).focus();
    fireEvent.keyDown(window, { key: 'F8' });
    expect(toast).toHaveFocus();
  });

  it('shows one toast at a time: a new one replaces the current', async () => {
    function Two() {
      const show = useToast();
      useEffect(() => {
        show({ title: 'First' });
        show({ title: 'Second' });
      }, [show]);
      return null;
    }
    render(
      <ToastProvider>
        <Two />
      </ToastProvider>,
    );
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('goes after 5000 ms, not while the pointer rests on it, and at once on Escape', () => {
    vi.useFakeTimers();
    try {
      renderToast();
      const toast = screen.getByRole('status');
      act(() => {
        vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
      });
      expect(screen.getByText('Song Skipped')).toBeInTheDocument();
      fireEvent.mouseEnter(toast.parentElement!);
      act(() => {
        vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
      });
      expect(screen.getByText('Song Skipped')).toBeInTheDocument();
      fireEvent.mouseLeave(toast.parentElement!);
      act(() => {
        vi.advanceTimersByTime(TOAST_DURATION_MS);
      });
      expect(screen.queryByText('Song Skipped')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    renderToast();
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
