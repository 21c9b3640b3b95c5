import { useEffect, useState } from 'react';

/** The time now, refreshed every `intervalMs`: for countdowns and estimates that move with the clock. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
