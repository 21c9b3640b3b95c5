import { Box, Button } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { errorMessage } from '@/lib/api-client';
import { Notice } from './light/notice';
import { createContext, type PointerEvent, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

export interface Toast {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** News about someone else's doing (not a success of one's own): drawn as information. */
  info?: boolean;
  /** One button in the toast (e.g. Undo); pressing it closes the toast. */
  action?: { label: string; onClick: () => void };
}

/** docs/product.md §9: shown 5000 ms, dismissed by a swipe to the right of 50 px, F8 jumps to it. */
export const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
const TOAST_HOTKEY = 'F8';

const ToastContext = createContext<(toast: Toast) => void>(() => undefined);

/** The toast's entrance (MUI's Snackbar grows in; its transition stack is not on a guest's phone, docs/performance.md §5). */
const enter = keyframes`
  from { opacity: 0; transform: scale(0.75, 0.5625); }
  to { opacity: 1; transform: none; }
`;

/** Where the screen docks its toasts on phones (AppShell, under its header); absent, toasts float. */
const DockContext = createContext<(element: HTMLElement | null) => void>(() => undefined);

/**
 * Whether an Escape belongs to a modal layer above the page (a dialog, a menu) rather than to the
 * toast: the toast is not the layer the person is in unless the key was pressed inside it.
 */
function escapeBelongsToModal(event: KeyboardEvent, toast: HTMLElement | null): HTMLElement | null {
  if (toast && event.target instanceof Node && toast.contains(event.target)) return null;
  return topModal();
}

/** The topmost modal layer (a dialog, a menu) over the page now, if any. */
function topModal(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const open = document.querySelectorAll<HTMLElement>('.MuiModal-root:not(.MuiModal-hidden)');
  return open.length > 0 ? open[open.length - 1] : null;
}
const modalOpen = () => topModal() !== null;

/**
 * At most one toast at a time: a new one replaces the current (docs/product.md §4), so a burst of
 * adds and joins reads as one slim notice. On a phone it is a slim banner docked in the page's
 * flow under the header (ToastDock), never over the queue's rows; wider screens show it in the
 * bottom corner. A dismissed toast is dropped at once (nothing is kept, so the 1,000,000 ms
 * removal delay of docs/product.md §4 has nothing to do).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(Toast & { key: number; overModal: boolean }) | null>(null);
  const shown = useRef(0);
  // Said over an open dialog (a song added from Add Song), a toast floats above it: docked in the page it would be hidden.
  const show = useCallback((toast: Toast) => setCurrent({ ...toast, key: ++shown.current, overModal: modalOpen() }), []);
  const value = useMemo(() => show, [show]);
  const [dock, setDock] = useState<HTMLElement | null>(null);
  const alert = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ x: number; id: number } | null>(null);
  const [offset, setOffset] = useState(0);
  useEffect(() => setOffset(0), [current?.key]);

  // Shown for TOAST_DURATION_MS; the time stops while the pointer rests on it or the window is in
  // the background, and starts again afterwards (as with MUI's Snackbar before, docs/performance.md §5).
  const [paused, setPaused] = useState(false);
  // A timer ends only its own toast: one that fires after a new toast was shown, before this effect
  // replaced the timer, would otherwise take the new toast with it the moment it appears.
  useEffect(() => {
    if (!current || paused) return;
    const { key } = current;
    const timer = setTimeout(() => setCurrent((now) => (now?.key === key ? null : now)), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current, paused]);

  // F8 moves the keyboard focus to the notification (the toast viewport's hotkey); Escape closes
  // it, unless a dialog is open: Escape goes to the topmost layer the person is in.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY && alert.current) {
        event.preventDefault();
        alert.current.focus();
      } else if (event.key === 'Escape' && !event.defaultPrevented) {
        const modal = escapeBelongsToModal(event, alert.current);
        if (!modal) setCurrent(null);
        // Pressed with the focus out of the dialog (the pressed button went away, say): handed to the
        // dialog, which closes as if it had the focus. A key pressed inside it never gets here.
        else if (!(event.target instanceof Node && modal.contains(event.target)))
          modal.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      }
    };
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('blur', pause);
    window.addEventListener('focus', resume);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('blur', pause);
      window.removeEventListener('focus', resume);
    };
  }, []);

  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, id: event.pointerId };
  };
  const onPointerMove = (event: PointerEvent) => {
    if (swipe.current?.id === event.pointerId) setOffset(Math.max(0, event.clientX - swipe.current.x));
  };
  const onPointerEnd = (event: PointerEvent) => {
    if (swipe.current?.id !== event.pointerId) return;
    const moved = event.clientX - swipe.current.x;
    swipe.current = null;
    if (moved >= SWIPE_THRESHOLD_PX) setCurrent(null);
    else setOffset(0);
  };

  // Docked (a phone's banner in the flow) below 600 px when the screen has a dock; floating otherwise.
  const docked = dock !== null && !current?.overModal;
  const toast = current ? (
    <Box
      key={current.key}
      data-testid="toast-region"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      sx={{
        display: 'flex',
        justifyContent: 'flex-end',
        pointerEvents: 'none',
        ...(docked ? { position: 'relative', pb: 1 } : { position: 'fixed', zIndex: 'snackbar', left: 8, right: 8, bottom: 8 }),
        '@media (min-width: 600px)': { position: 'fixed', zIndex: 'snackbar', left: 'auto', right: 24, bottom: 24, pb: 0 },
        '& > *': { pointerEvents: 'auto' },
      }}
    >
      <Notice
        ref={alert}
        tabIndex={-1}
        role="status"
        variant="filled"
        severity={current.variant === 'destructive' ? 'error' : current.info ? 'info' : 'success'}
        title={current.title}
        // A phone's banner: the title and its sentence run on as one short paragraph.
        titleSx={{ mb: current.description ? 0.5 : 0, '@media (max-width: 599.95px)': { display: 'inline', mr: 0.75, mb: 0, fontWeight: 700 } }}
        onClose={() => setCurrent(null)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={() => {
          swipe.current = null;
          setOffset(0);
        }}
        sx={{
          width: '100%',
          boxSizing: 'border-box',
          touchAction: 'pan-y',
          transform: `translateX(${offset}px)`,
          opacity: offset ? Math.max(0.3, 1 - offset / 200) : 1,
          boxShadow: 2,
          animation: `${enter} 225ms cubic-bezier(0.4, 0, 0.2, 1)`,
          '@media (max-width: 599.95px)': { py: 0, px: 1.5, '& .notice-icon': { mr: 1, fontSize: 20 }, '& > div:nth-of-type(2)': { py: 0.75 } },
          '@media (min-width: 600px)': { width: 'auto', minWidth: 280, maxWidth: 420, boxShadow: 6 },
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        {current.description}
        {current.action ? (
          <Button
            size="small"
            color="inherit"
            variant="outlined"
            onClick={() => {
              current.action?.onClick();
              setCurrent(null);
            }}
            sx={{ display: 'flex', mt: 0.5, fontWeight: 800, '@media (max-width: 599.95px)': { display: 'inline-flex', mt: 0, ml: 1, py: 0, minHeight: 28 } }}
          >
            {current.action.label}
          </Button>
        ) : null}
      </Notice>
    </Box>
  ) : null;

  return (
    <ToastContext.Provider value={value}>
      <DockContext.Provider value={setDock}>{children}</DockContext.Provider>
      {toast && docked ? createPortal(toast, dock) : toast}
    </ToastContext.Provider>
  );
}

/**
 * The place a screen's toasts take on a phone: in the page's flow under the header, kept in view
 * at the top while the page scrolls, so a notice pushes the page down rather than covering the
 * queue's rows (or their Remove buttons) at the bottom. Wider screens float toasts in a corner.
 */
export function ToastDock() {
  const setDock = useContext(DockContext);
  return <Box ref={setDock} data-testid="toast-dock" sx={{ px: { xs: 2, sm: 3 } }} />;
}

export function useToast(): (toast: Toast) => void {
  return useContext(ToastContext);
}

/**
 * The one error toast (docs/product.md §8): `failed(title, fallback)` answers an `onError` that shows the
 * title with the server's sentence, or the fallback when the answer has none (the title when
 * no fallback is given). Call the result without an error for a fixed sentence.
 */
export function useErrorToast(): (title: string, fallback?: string) => (error?: unknown) => void {
  const toast = useToast();
  return useCallback(
    (title: string, fallback = title) =>
      (error?: unknown) =>
        toast({ title, description: errorMessage(error, fallback), variant: 'destructive' }),
    [toast],
  );
}
