import LocalBar from '@mui/icons-material/LocalBar';
import { Alert, AlertTitle } from '@mui/material';
import { useEffect, useState } from 'react';
import { t } from '@/i18n/i18n';
import { clockText, LAST_CALL_MS, lastCallLeftMs } from './last-call';

/**
 * "Last call" for the final 15 minutes before the room's closing time, with the time left,
 * ticking each second (docs/product.md "Requests and closing time"): on the stage (`big`) and in
 * the host's room. Nothing outside the window.
 */
export function LastCallBanner({
  closesAt,
  closingTime,
  big = false,
}: {
  closesAt: string | null | undefined;
  closingTime: string | null | undefined;
  big?: boolean;
}) {
  const [now, setNow] = useState(() => Date.now());
  const left = lastCallLeftMs(closesAt, now);
  const untilClosing = closesAt ? new Date(closesAt).getTime() - now : 0;
  // Ticks each second only near closing; a room that closes in hours looks again just before the window opens.
  const near = untilClosing > 0 && untilClosing <= LAST_CALL_MS + 60_000;
  useEffect(() => {
    const untilClosing = closesAt ? new Date(closesAt).getTime() - Date.now() : 0;
    if (untilClosing <= 0) return undefined;
    const tick = () => setNow(Date.now());
    if (near) {
      const timer = setInterval(tick, 1000);
      return () => clearInterval(timer);
    }
    const timer = setTimeout(tick, untilClosing - LAST_CALL_MS - 60_000);
    return () => clearTimeout(timer);
  }, [closesAt, near]);
  if (left === null) return null;
  return (
    <Alert
      role="status"
      severity="warning"
      variant={big ? 'filled' : 'standard'}
      icon={<LocalBar fontSize={big ? 'large' : 'medium'} />}
      sx={big ? { fontSize: '1.6rem', py: 2, px: 3, alignItems: 'center', '& .MuiAlertTitle-root': { fontSize: '2.4rem', mb: 0.5 } } : undefined}
    >
      <AlertTitle sx={{ fontWeight: 800 }}>{t('Last call')}</AlertTitle>
      <span>{t('{left} left: the party closes at {time}.', { left: clockText(left), time: closingTime ?? '' })}</span>
    </Alert>
  );
}
