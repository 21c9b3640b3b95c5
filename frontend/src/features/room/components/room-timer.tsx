import Timer from '@mui/icons-material/Timer';
import { useEffect, useState } from 'react';
import { Pill } from '@/components/light/pill';
import { formatRemaining } from '@/lib/format-remaining';
import { t } from '@/i18n/i18n';

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
      aria-label={t('Room time left: {time}', { time: formatRemaining(remaining) })}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    />
  );
}
