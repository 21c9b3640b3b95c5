import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent } from '@mui/material';
import { type Toast, TOAST_DURATION_MS, ToastDock, ToastProvider, useToast } from './toast';

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

  it('keeps a new toast shown just as the one before it runs out', () => {
    vi.useFakeTimers();
    try {
      let show: (toast: Toast) => void = () => undefined;
      function Shower() {
        show = useToast();
        return null;
      }
      render(
        <ToastProvider>
          <Shower />
        </ToastProvider>,
      );
      act(() => show({ title: 'Now Playing' }));
      act(() => {
        vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
      });
      // The answer that says the next one comes in the same moment the first one's time is up:
      // the first toast's timer fires before the new toast's own timer is set.
      act(() => {
        show({ title: 'Let back in', description: 'Gus Guest can join the room again.' });
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByText('Gus Guest can join the room again.')).toBeInTheDocument();
      expect(screen.queryByText('Now Playing')).not.toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
      });
      expect(screen.getByText('Gus Guest can join the room again.')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.queryByText('Gus Guest can join the room again.')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
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

  it('sends Escape to an open dialog (the topmost layer), not to the toast behind it', async () => {
    const onClose = vi.fn();
    render(
      <ToastProvider>
        <Show toast={{ title: 'Added to queue', description: 'Song added to the room queue' }} />
        <Dialog open onClose={onClose}>
          <DialogContent>
            <button type="button">Add</button>
          </DialogContent>
        </Dialog>
      </ToastProvider>,
    );
    // The dialog hides the page from assistive technology meanwhile: the toast is found by its text.
    await screen.findByText('Added to queue');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Add' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith(expect.anything(), 'escapeKeyDown');
    expect(screen.getByText('Added to queue')).toBeInTheDocument();
    // Focus slipped out of the dialog (the pressed button went away): the key still goes to the dialog.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Added to queue')).toBeInTheDocument();
    // Pressed on the toast itself, Escape closes it.
    fireEvent.keyDown(screen.getByText('Added to queue'), { key: 'Escape' });
    expect(screen.queryByText('Added to queue')).not.toBeInTheDocument();
  });

  it('docks in the page under the header when the screen has a dock, rather than floating over the page', async () => {
    render(
      <ToastProvider>
        <header>Karaoke Party</header>
        <ToastDock />
        <main>
          <Show toast={{ title: 'Joined Room!', description: 'Welcome to Bash!' }} />
        </main>
      </ToastProvider>,
    );
    const toast = await screen.findByRole('status');
    expect(screen.getByTestId('toast-dock')).toContainElement(toast);
    expect(toast).toHaveTextContent('Joined Room!Welcome to Bash!');
  });
});
