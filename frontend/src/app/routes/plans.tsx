import ArrowBack from '@mui/icons-material/ArrowBack';
import Check from '@mui/icons-material/Check';
import { Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AppShell } from '@/components/app-shell';
import { Notice } from '@/components/light/notice';
import { useUser } from '@/hooks/use-current-user';
import { TIER_LABELS, tierLimitsQuery } from '@/lib/api/tiers';
import { call } from '@/lib/api-client';
import type { TierLimitsDto } from '@api-types';
import { t } from '@/i18n/i18n';

/** One tier's name and description (GET /api/tiers/{tier}), kept as long as the limits. */
const tierQuery = (tier: number) =>
  queryOptions({
    queryKey: ['tier', tier],
    queryFn: () => call('get', '/api/tiers/{tier}', { path: { tier: String(tier) } }),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  });

/** The plans people can be on (the admin tier is not one of them). */
const PLANS = [1, 2, 3] as const;

/** How long a plan's rooms last: whole hours, else minutes. */
function roomTime(minutes: number): string {
  if (minutes % 60 !== 0) return t('Rooms last {count} minutes', { count: minutes });
  const hours = minutes / 60;
  return hours === 1 ? t('Rooms last {count} hour', { count: hours }) : t('Rooms last {count} hours', { count: hours });
}

/** Rooms open at once and new rooms a day: each count singular or plural, so four whole sentences. */
function roomsLine(open: number, perDay: number): string {
  const values = { open, perDay };
  if (open === 1) {
    return perDay === 1 ? t('{open} room open at once, {perDay} new room a day', values) : t('{open} room open at once, {perDay} new rooms a day', values);
  }
  return perDay === 1 ? t('{open} rooms open at once, {perDay} new room a day', values) : t('{open} rooms open at once, {perDay} new rooms a day', values);
}

export function planLines(limits: TierLimitsDto): string[] {
  const guests = limits.guestsPerRoom;
  const songs = limits.maxQueueSize;
  return [
    guests === 1 ? t('{count} guest in a room at a time', { count: guests }) : t('{count} guests in a room at a time', { count: guests }),
    roomTime(limits.roomTimeMinutes),
    songs === 1 ? t('{count} song waiting in the queue', { count: songs }) : t('{count} songs waiting in the queue', { count: songs }),
    roomsLine(limits.simultaneousRooms, limits.roomsPerDay),
  ];
}

/**
 * /plans: what each tier allows (GET /api/tier-limits, the server's own figures) and how to get
 * one. There is no payment yet: an admin moves an account to another plan (docs/product.md §9).
 */
export function PlansRoute() {
  const navigate = useNavigate();
  const user = useUser();
  const tiers = useQuery(tierLimitsQuery());
  // Each plan's own words (GET /api/tiers/{tier}); the figures come from the limits above.
  const about = useQueries({ queries: PLANS.map((tier) => tierQuery(tier)) });
  const mine = user && !user.isGuest ? user.subscriptionTier : undefined;
  return (
    <AppShell maxWidth="lg">
      <Stack spacing={3} sx={{ py: 3 }}>
        <Box>
          <Button startIcon={<ArrowBack />} onClick={() => navigate(-1)} sx={{ mb: 1 }}>
            {t('Back')}
          </Button>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {t('Plans')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t("Every plan has the same party: the shared queue, the stage and the guests' phones. Bigger plans make rooms last longer and hold more people.")}
          </Typography>
        </Box>
        {tiers.isPending ? <CircularProgress aria-label={t('Loading the plans')} /> : null}
        {tiers.isError ? <Notice severity="error">{t('The plans could not be loaded. Please try again.')}</Notice> : null}
        {tiers.data ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {PLANS.map((tier, index) => {
              const limits = tiers.data[String(tier)];
              if (!limits) return null;
              const current = mine === tier;
              return (
                <Card key={tier} variant="outlined" sx={{ borderColor: current ? 'primary.main' : undefined, borderWidth: current ? 2 : 1 }}>
                  <CardContent>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                      <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
                        {t(TIER_LABELS[tier])}
                      </Typography>
                      {current ? <Chip size="small" color="primary" label={t('Your plan')} /> : null}
                    </Stack>
                    <Typography color="text.secondary" sx={{ mb: 2, minHeight: '3em' }}>
                      {about[index]?.data?.description ?? ''}
                    </Typography>
                    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                      {planLines(limits).map((line) => (
                        <Stack component="li" key={line} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                          <Check fontSize="small" color="success" sx={{ mt: '2px' }} aria-hidden />
                          <Typography>{line}</Typography>
                        </Stack>
                      ))}
                    </Stack>
                  </CardContent>
                </Card>
              );
            })}
          </Box>
        ) : null}
        <Notice severity="info" title={t('How to change your plan')}>
          {t('There is no checkout yet: an administrator of this Karaoke Party moves accounts between plans.')}{' '}
          {mine
            ? t("Ask yours, giving your username ({username}), and your rooms follow the new plan's limits.", { username: user?.username })
            : t("Ask yours, giving your username, and your rooms follow the new plan's limits.")}
        </Notice>
      </Stack>
    </AppShell>
  );
}
