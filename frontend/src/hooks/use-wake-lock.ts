import { useEffect, useState } from 'react';

/** Whether the screen is kept awake: held, asked for, not offered by this browser, or refused by it. */
export type WakeLockState = 'held' | 'pending' | 'unsupported' | 'refused';

/**
 * Keeps the screen awake while the view is open (the Screen Wake Lock API; docs/product.md "A stage
 * that stays awake"). The browser lets go of the lock whenever the tab is hidden, so it is taken
 * again each time the tab becomes visible; it is released when the view closes.
 */
export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>(() => (typeof navigator !== 'undefined' && 'wakeLock' in navigator ? 'pending' : 'unsupported'));
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let closed = false;
    const take = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const taken = await navigator.wakeLock.request('screen');
        if (closed) {
          void taken.release();
          return;
        }
        sentinel = taken;
        setState('held');
        taken.addEventListener('release', () => {
          if (!closed) setState('pending');
        });
      } catch {
        if (!closed) setState('refused');
      }
    };
    void take();
    const onVisibility = () => void take();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      closed = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
  return state;
}
