import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { errorMessage } from '../lib/api-client';
import { createContext, type PointerEvent, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';

export interface Toast {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** SPEC §9: shown 5000 ms, dismissed by a swipe to the right of 50 px, F8 jumps to it. */
export const TOAST_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

const ToastContext = createContext<(toast: Toast) => void>(() => undefined);

/**
 * At most one toast at a time: a new one replaces the current (SPEC §4). A dismissed toast is
 * dropped at once (nothing is kept, so the SPEC's 1,000,000 ms removal delay has nothing to do).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(Toast & { key: number }) | null>(null);
  const show = useCallback((toast: Toast) => setCurrent({ ...toast, key: Date.now() }), []);
  const value = useMemo(() => show, [show]);
  const alert = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ x: number; id: number } | null>(null);
  const [offset, setOffset] = useState(0);
  useEffect(() => setOffset(0), [current?.key]);

  // F8 moves the keyboard focus to the notification (the toast viewport's hotkey).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY && alert.current) {
        event.preventDefault();
        alert.current.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
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
      <Snackbar
        key={current?.key}
        open={current !== null}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && setCurrent(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        {current ? (
          <Alert
            ref={alert}
            tabIndex={-1}
            role="status"
            variant="filled"
            severity={current.variant === 'destructive' ? 'error' : 'success'}
            onClose={() => setCurrent(null)}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={() => {
              swipe.current = null;
              setOffset(0);
            }}
            sx={{ minWidth: 280, maxWidth: 420, touchAction: 'pan-y', transform: `translateX(${offset}px)`, opacity: offset ? Math.max(0.3, 1 - offset / 200) : 1 }}
          >
            <AlertTitle sx={{ mb: current.description ? 0.5 : 0 }}>{current.title}</AlertTitle>
            {current.description}
          </Alert>
        ) : undefined}
      </Snackbar>
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: Toast) => void {
  return useContext(ToastContext);
}

/**
 * The one error toast (SPEC §8): `failed(title, fallback)` answers an `onError` that shows the
 * title with the server's sentence, or the fallback when the answer has none (the title when
 * no fallback is given). Call the result without an error for a fixed sentence.
 */
export function useErrorToast(): (title: string, fallback?: string) => (error?: unknown) => void {
  const toast = useToast();
  return useCallback((title: string, fallback = title) => (error?: unknown) => toast({ title, description: errorMessage(error, fallback), variant: 'destructive' }), [toast]);
}
