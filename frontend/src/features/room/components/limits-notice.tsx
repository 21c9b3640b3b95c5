import { Link, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Notice } from '@/components/light/notice';
import { t } from '@/i18n/i18n';
import { UNLIMITED } from '@/lib/limits';

/** From this many minutes left, the host is told when the room ends (the timer turns urgent at 10, docs/product.md §4). */
export const ENDING_SOON_MINUTES = 15;

export interface PlanUse {
  guests: number;
  maxGuests: number;
  /** Songs waiting now, and how many the plan lets wait. */
  waiting: number;
  maxQueueSize: number;
  expiresAt: string | null;
}

/** What the host should know before a limit of their plan bites, or nothing while none is near. */
export function limitWarnings({ guests, maxGuests, waiting, maxQueueSize, expiresAt, now }: PlanUse & { now: number }): string[] {
  const lines: string[] = [];
  // Two songs from full: time to say so, before a guest's add is refused.
  if (maxQueueSize < UNLIMITED && waiting >= maxQueueSize - 2) {
    lines.push(
      waiting >= maxQueueSize
        ? t('{waiting} of {maxQueueSize} songs waiting: the queue is full, and new songs are refused until one has played.', { waiting, maxQueueSize })
        : t('{waiting} of {maxQueueSize} songs waiting: the queue is nearly full.', { waiting, maxQueueSize }),
    );
  }
  if (maxGuests < UNLIMITED && guests >= maxGuests - 1) {
    lines.push(
      guests >= maxGuests
        ? t('{guests} of {maxGuests} guests: the room is full, and newcomers are turned away until someone leaves.', { guests, maxGuests })
        : t('{guests} of {maxGuests} guests: one more can join.', { guests, maxGuests }),
    );
  }
  if (expiresAt) {
    const minutes = Math.ceil((new Date(expiresAt).getTime() - now) / 60_000);
    if (minutes <= 0) lines.push(t("The room's time is up: it ends now and everyone is let go."));
    else if (minutes <= ENDING_SOON_MINUTES) lines.push(t('The room ends in {minutes} min: then the party stops for everyone.', { minutes }));
  }
  return lines;
}

/** The host's heads-up about the plan's limits, with the way to bigger ones. */
export function LimitsNotice(use: PlanUse) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const lines = limitWarnings({ ...use, now });
  if (lines.length === 0) return null;
  return (
    <Notice severity="warning" title={t("Your plan's limits")} role="status">
      <Stack spacing={0.5}>
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
        <Link component={RouterLink} to="/plans" color="inherit" sx={{ fontWeight: 700 }}>
          {t('See the plans')}
        </Link>
      </Stack>
    </Notice>
  );
}
