import { useCallback, useEffect, useRef, useState } from 'react';

export interface Polled<T> {
  data: T | undefined;
  error: Error | undefined;
  reload: () => Promise<void>;
}

/**
 * Loads now and again every `intervalMs` while mounted. The last good answer stays on screen when
 * a later load fails, so a blip does not blank a dashboard panel.
 */
export function usePolling<T>(load: () => Promise<T>, intervalMs: number): Polled<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<Error>();
  const loadRef = useRef(load);
  loadRef.current = load;
  const mounted = useRef(true);

  const reload = useCallback(async () => {
    try {
      const next = await loadRef.current();
      if (!mounted.current) return;
      setData(next);
      setError(undefined);
    } catch (caught) {
      if (mounted.current) setError(caught instanceof Error ? caught : new Error(String(caught)));
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void reload();
    const timer = setInterval(() => void reload(), intervalMs);
    return () => {
      mounted.current = false;
      clearInterval(timer);
    };
  }, [reload, intervalMs]);

  return { data, error, reload };
}
