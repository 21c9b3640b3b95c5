import Timer from '@mui/icons-material/Timer';
import { useEffect, useState } from 'react';
import { Pill } from '../../../components/pill';

export function formatRemaining(ms: number): string {
  if (ms <= 0) return 'Expired';
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Counts down to the room's end; 'Expired' at zero, urgent under 10 minutes, hidden when unlimited. */
export function RoomTimer({ expiresAt }: { expiresAt: string | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!expiresAt) return null;
  const remaining = new Date(expiresAt).getTime() - now;
  const urgent = remaining < 10 * 60_000;
  return (
    <Pill
      icon={<Timer />}
      label={formatRemaining(remaining)}
      color={urgent ? 'error' : 'default'}
      variant={urgent ? 'filled' : 'outlined'}
      aria-label={`Room time left: ${formatRemaining(remaining)}`}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    />
  );
}
