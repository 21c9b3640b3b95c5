import ArrowBack from '@mui/icons-material/ArrowBack';
import Check from '@mui/icons-material/Check';
import { Box, Button, Card, CardContent, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AppShell } from '@/components/app-shell';
import { Notice } from '@/components/light/notice';
import { useErrorToast, useToast } from '@/components/toast';
import { PlanRequestStatus } from '@/features/tiers/components/plan-request-status';
import { useCurrentUser } from '@/hooks/use-current-user';
import { askForPlan, myPlanRequestQuery, planRequestKey, TIER_LABELS, tierLimitsQuery } from '@/lib/api/tiers';
import { userKey } from '@/lib/identity';
import { call } from '@/lib/api-client';
import type { TierLimitsDto } from '@api-types';
import { t } from '@/i18n/i18n';
import { ADMIN_TIER } from '@/lib/limits';

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
  return t('Rooms last {count, plural, one {# hour} other {# hours}}', { count: hours });
}

/** Rooms open at once and new rooms a day: each count in its language's plural form. */
function roomsLine(open: number, perDay: number): string {
  return t('{open, plural, one {# room open at once} other {# rooms open at once}}, {perDay, plural, one {# new room a day} other {# new rooms a day}}', {
    open,
    perDay,
  });
}

export function planLines(limits: TierLimitsDto): string[] {
  const guests = limits.guestsPerRoom;
  const songs = limits.maxQueueSize;
  return [
    t('{count, plural, one {# guest in a room at a time} other {# guests in a room at a time}}', { count: guests }),
    roomTime(limits.roomTimeMinutes),
    t('{count, plural, one {# song waiting in the queue} other {# songs waiting in the queue}}', { count: songs }),
    roomsLine(limits.simultaneousRooms, limits.roomsPerDay),
  ];
}

/** While a request waits, its answer is looked for this often, so an approval shows without a reload. */
const WAITING_POLL_MS = 30_000;

/**
 * /plans: what each tier allows (GET /api/tier-limits, the server's own figures) and how to get
 * one. There is no payment: a host asks for a plan here and an administrator approves it
 * (docs/product.md "Plans that fit a party").
 */
export function PlansRoute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const failed = useErrorToast();
  // Refreshed on opening: an approval made meanwhile moves "Your plan" at once.
  const user = useCurrentUser();
  const tiers = useQuery(tierLimitsQuery());
  // Each plan's own words (GET /api/tiers/{tier}); the figures come from the limits above.
  const about = useQueries({ queries: PLANS.map((tier) => tierQuery(tier)) });
  const mine = user && !user.isGuest ? user.subscriptionTier : undefined;
  const canAsk = mine !== undefined && mine !== ADMIN_TIER;
  const request = useQuery({
    ...myPlanRequestQuery(),
    enabled: canAsk,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? WAITING_POLL_MS : false),
  });
  const status = request.data?.status;
  // Approved while this page was open: who the person is (their tier) is read again.
  useEffect(() => {
    if (status === 'approved') void queryClient.invalidateQueries({ queryKey: userKey });
  }, [status, queryClient]);
  const ask = useMutation({
    mutationFn: askForPlan,
    onSuccess: (answer) => {
      queryClient.setQueryData(planRequestKey, answer);
      toast({ title: t('Request sent'), description: t('An administrator will answer it. Your rooms get the new limits as soon as it is approved.') });
    },
    onError: failed(t('Error'), t('Failed to send the request')),
  });
  const waiting = status === 'pending' ? request.data : undefined;
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
        {canAsk && request.data ? <PlanRequestStatus request={request.data} currentTier={mine} /> : null}
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
                    {canAsk && tier > mine ? (
                      <Box sx={{ mt: 2 }}>
                        {waiting?.tier === tier ? (
                          <Button variant="outlined" disabled fullWidth>
                            {t('Requested')}
                          </Button>
                        ) : (
                          <Button variant="contained" fullWidth onClick={() => ask.mutate(tier as 2 | 3)} disabled={ask.isPending}>
                            {waiting ? t('Ask for {plan} instead', { plan: t(TIER_LABELS[tier]) }) : t('Ask for {plan}', { plan: t(TIER_LABELS[tier]) })}
                          </Button>
                        )}
                      </Box>
                    ) : null}
                  </CardContent>
                </Card>
              );
            })}
          </Box>
        ) : null}
        <Notice severity="info" title={t('How to change your plan')}>
          {t('No checkout: ask for a plan here, and an administrator of this Karaoke Party approves it. Your open rooms get the new limits at once.')}{' '}
          {mine === undefined ? (
            <Box component={RouterLink} to="/login" sx={{ color: 'inherit', fontWeight: 700 }}>
              {t('Sign in to ask for a plan.')}
            </Box>
          ) : null}
        </Notice>
      </Stack>
    </AppShell>
  );
}
