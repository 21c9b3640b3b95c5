import { Box, Button } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { errorMessage } from '@/lib/api-client';
import { Notice } from './light/notice';
import { createContext, type PointerEvent, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

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

/**
 * At most one toast at a time: a new one replaces the current (docs/product.md §4). A dismissed toast is
 * dropped at once (nothing is kept, so the 1,000,000 ms removal delay of docs/product.md §4 has nothing to do).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(Toast & { key: number }) | null>(null);
  const show = useCallback((toast: Toast) => setCurrent({ ...toast, key: Date.now() }), []);
  const value = useMemo(() => show, [show]);
  const alert = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ x: number; id: number } | null>(null);
  const [offset, setOffset] = useState(0);
  useEffect(() => setOffset(0), [current?.key]);

  // Shown for TOAST_DURATION_MS; the time stops while the pointer rests on it or the window is in
  // the background, and starts again afterwards (as with MUI's Snackbar before, docs/performance.md §5).
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!current || paused) return;
    const timer = setTimeout(() => setCurrent(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [current, paused]);

  // F8 moves the keyboard focus to the notification (the toast viewport's hotkey); Escape closes it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY && alert.current) {
        event.preventDefault();
        alert.current.focus();
      } else if (event.key === 'Escape' && !event.defaultPrevented) {
        setCurrent(null);
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

  return (
    <ToastContext.Provider value={value}>
      {children}
      {current ? (
        <Box
          key={current.key}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          sx={{
            position: 'fixed',
            zIndex: 'snackbar',
            left: 8,
            right: 8,
            bottom: 8,
            display: 'flex',
            justifyContent: 'flex-end',
            pointerEvents: 'none',
            '@media (min-width: 600px)': { left: 'auto', right: 24, bottom: 24 },
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
            titleSx={{ mb: current.description ? 0.5 : 0 }}
            onClose={() => setCurrent(null)}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={() => {
              swipe.current = null;
              setOffset(0);
            }}
            sx={{
              minWidth: 280,
              maxWidth: 420,
              touchAction: 'pan-y',
              transform: `translateX(${offset}px)`,
              opacity: offset ? Math.max(0.3, 1 - offset / 200) : 1,
              boxShadow: 6,
              animation: `${enter} 225ms cubic-bezier(0.4, 0, 0.2, 1)`,
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
                sx={{ display: 'flex', mt: 0.5, fontWeight: 800 }}
              >
                {current.action.label}
              </Button>
            ) : null}
          </Notice>
        </Box>
      ) : null}
    </ToastContext.Provider>
  );
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
