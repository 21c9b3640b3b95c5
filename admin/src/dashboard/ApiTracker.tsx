import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useIntlLocale } from '../i18n/languages';
import { adminKeys, useAdminMutation, useQuotaHistory, useQuotaStats, useRecentApiCalls } from '../queries';
import type { ApiCall, QuotaStats, QuotaToday } from '../types';
import { useNotifyError } from '../useNotifyError';
import { formatDateTime, formatDay, formatNumber, formatPercent } from './format';
import { TableCard } from './TableCard';

/** docs/product.md §9: the tracker refreshes every 30 s and shows 7 days of history and 50 recent calls. */
const TRACKER_REFRESH_MS = 30_000;
const HISTORY_DAYS = 7;
const RECENT_CALLS = 50;
/** Quota used, in percent, from which the bar turns to caution, then to warning. */
const QUOTA_CAUTION_PERCENT = 75;
const QUOTA_WARNING_PERCENT = 90;

type QuotaLevel = 'normal' | 'caution' | 'warning';

const quotaLevel = (percentageUsed: number): QuotaLevel =>
  percentageUsed >= QUOTA_WARNING_PERCENT ? 'warning' : percentageUsed >= QUOTA_CAUTION_PERCENT ? 'caution' : 'normal';

const LEVEL = {
  normal: { color: 'success', label: 'kp.tracker.normal' },
  caution: { color: 'warning', label: 'kp.tracker.caution' },
  warning: { color: 'error', label: 'kp.tracker.warning' },
} as const;

const ANSWERING = {
  api: 'kp.tracker.source_api',
  keyless: 'kp.tracker.source_keyless',
  metadata_cache: 'kp.tracker.source_known',
} as const;

/**
 * Today's quota, and the truth about search now: while the API answers, the day's use sets the
 * level; once the day or everyone's hour is spent, the card says so rather than "Normal".
 */
function QuotaCard({ stats }: { stats?: QuotaToday }) {
  const spent = stats && stats.keyConfigured && stats.searchMode !== 'keyless' && stats.answeringNow !== 'api';
  const level = spent
    ? ({ color: 'warning', label: stats.remainingQuota <= 0 ? 'kp.tracker.day_spent' : 'kp.tracker.hour_spent' } as const)
    : LEVEL[quotaLevel(stats?.percentageUsed ?? 0)];
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <Card component="section" aria-label={translate('kp.tracker.todays_quota')} sx={{ flex: '1 1 360px' }}>
      <CardHeader
        title={translate('kp.tracker.todays_youtube_quota')}
        subheader={stats ? translate('kp.tracker.quota_day', { date: stats.date }) : translate('kp.tracker.loading')}
        action={stats && <Chip label={translate(level.label)} color={level.color} data-testid="quota-level" />}
      />
      {stats && (
        <CardContent sx={{ pt: 0 }}>
          <LinearProgress
            aria-label={translate('kp.tracker.quota_used')}
            variant="determinate"
            color={level.color}
            value={Math.min(100, stats.percentageUsed)}
            sx={{ height: 10, borderRadius: 5, mb: 2 }}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, textAlign: 'center' }}>
            {[
              [translate('kp.tracker.used'), formatNumber(stats.totalQuotaUsed, locale)],
              [translate('kp.tracker.remaining'), formatNumber(stats.remainingQuota, locale)],
              [translate('kp.tracker.daily_limit'), formatNumber(stats.dailyLimit, locale)],
              [translate('kp.tracker.used_percent'), formatPercent(stats.percentageUsed, locale)],
            ].map(([label, value]) => (
              <Box key={label}>
                <Typography variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography variant="h6" component="p" aria-label={label}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, mt: 2, mb: 0, '& dd': { m: 0, fontWeight: 500 } }}
          >
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate('kp.tracker.answering_now')}
            </Typography>
            <Typography component="dd" variant="body2" data-testid="answering-now">
              {translate(ANSWERING[stats.answeringNow])}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate('kp.tracker.this_hour')}
            </Typography>
            <Typography component="dd" variant="body2" data-testid="hourly-budget">
              {stats.hourlyBudget.spent
                ? translate('kp.tracker.hour_spent_back_in', { minutes: Math.max(1, Math.ceil(stats.hourlyBudget.resetsInSeconds / 60)) })
                : translate('kp.tracker.hour_used_of', {
                    used: formatNumber(stats.hourlyBudget.used, locale),
                    limit: formatNumber(stats.hourlyBudget.limit, locale),
                  })}
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate('kp.tracker.keyless_today')}
            </Typography>
            <Typography component="dd" variant="body2" data-testid="keyless-today">
              {formatNumber(stats.keylessSearches, locale)}
            </Typography>
          </Box>
        </CardContent>
      )}
    </Card>
  );
}

function HistoryCard({ history }: { history?: QuotaStats[] }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <TableCard
      label={translate('kp.tracker.history')}
      title={translate('kp.tracker.history_title')}
      subheader={translate('kp.tracker.history_subheader')}
      flex="1 1 360px"
      columns={[
        { label: translate('kp.tracker.day') },
        { label: translate('kp.tracker.used'), align: 'right' },
        { label: translate('kp.tracker.of_daily_limit'), width: '45%' },
      ]}
      empty={history?.length === 0 ? translate('kp.tracker.no_history') : undefined}
    >
      {(history ?? []).map((day) => (
        <TableRow key={day.date}>
          <TableCell>{formatDay(day.date, locale)}</TableCell>
          <TableCell align="right">{formatNumber(day.totalQuotaUsed, locale)}</TableCell>
          <TableCell>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <LinearProgress
                aria-label={translate('kp.tracker.quota_used_on', { date: day.date })}
                variant="determinate"
                color={LEVEL[quotaLevel(day.percentageUsed)].color}
                value={Math.min(100, day.percentageUsed)}
                sx={{ flex: 1, height: 6, borderRadius: 3 }}
              />
              <Typography variant="caption" sx={{ minWidth: 48, textAlign: 'right' }}>
                {formatPercent(day.percentageUsed, locale)}
              </Typography>
            </Box>
          </TableCell>
        </TableRow>
      ))}
    </TableCard>
  );
}

function RecentCallsCard({ calls }: { calls: ApiCall[] }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <Card component="section" aria-label={translate('kp.tracker.recent_calls')}>
      <CardHeader title={translate('kp.tracker.recent_calls')} subheader={translate('kp.tracker.recent_calls_subheader', { count: RECENT_CALLS })} />
      {/* Scrolls on its own: reachable by keyboard (axe: scrollable-region-focusable). */}
      <TableContainer tabIndex={0} role="region" aria-label={translate('kp.tracker.recent_calls_scrollable')} sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label={translate('kp.tracker.recent_calls')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('kp.tracker.endpoint')}</TableCell>
              <TableCell align="right">{translate('kp.tracker.cost')}</TableCell>
              <TableCell>{translate('kp.tracker.time')}</TableCell>
              <TableCell>{translate('kp.tracker.status')}</TableCell>
              <TableCell>{translate('kp.tracker.error')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {calls.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>
                  <Typography color="text.secondary">{translate('kp.tracker.no_calls')}</Typography>
                </TableCell>
              </TableRow>
            )}
            {calls.map((call) => {
              const failed = call.errorMessage !== null || (call.responseStatus !== null && call.responseStatus >= 400);
              return (
                <TableRow key={call.id}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{call.endpoint}</TableCell>
                  <TableCell align="right">{call.quotaCost}</TableCell>
                  <TableCell>{formatDateTime(call.timestamp, locale)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={failed ? 'error' : 'success'}
                      label={call.responseStatus ?? translate('kp.tracker.no_answer')}
                    />
                  </TableCell>
                  <TableCell sx={{ color: 'error.main' }}>{call.errorMessage ?? ''}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

/** The YouTube quota tracker: today's quota, a week of history, the latest calls and cache upkeep. */
export function ApiTracker() {
  const notify = useNotify();
  const failed = useNotifyError();
  const translate = useTranslate();
  const [confirmPurge, setConfirmPurge] = useState(false);
  const stats = useQuotaStats(TRACKER_REFRESH_MS);
  const history = useQuotaHistory(HISTORY_DAYS, TRACKER_REFRESH_MS);
  const calls = useRecentApiCalls(RECENT_CALLS, TRACKER_REFRESH_MS);
  // Cleanup changes the tracker's figures: its reads are fetched again. A purge touches only the cache.
  const cleanup = useAdminMutation((dataProvider) => dataProvider.cleanupApiCalls(), adminKeys.tracker);
  const purge = useAdminMutation((dataProvider) => dataProvider.purgeNonKaraokeCache());
  const busy = cleanup.isPending || purge.isPending;

  const startCleanup = () =>
    cleanup.mutate(undefined, {
      onSuccess: ({ deleted }) => notify('kp.tracker.cleanup_done', { type: 'success', messageArgs: { deleted } }),
      onError: (error) => {
        console.error('Failed to clean up API call records', error);
        failed('kp.errors.cleanup_failed')(error);
      },
    });

  const startPurge = () =>
    purge.mutate(undefined, {
      onSuccess: ({ removedVideos, removedSearches }) =>
        notify('kp.tracker.purged', { type: 'success', messageArgs: { videos: removedVideos, searches: removedSearches } }),
      onError: (error) => {
        console.error('Failed to purge non-karaoke content', error);
        window.alert(translate('kp.tracker.purge_failed'));
      },
      onSettled: () => setConfirmPurge(false),
    });

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<CleaningServicesIcon />} disabled={busy} onClick={startCleanup}>
          {translate('kp.tracker.cleanup')}
        </Button>
        <Button variant="outlined" color="warning" startIcon={<DeleteSweepIcon />} disabled={busy} onClick={() => setConfirmPurge(true)}>
          {translate('kp.tracker.purge')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        <QuotaCard stats={stats.data} />
        <HistoryCard history={history.data} />
      </Box>
      <RecentCallsCard calls={calls.data ?? []} />
      <Confirm
        isOpen={confirmPurge}
        loading={busy}
        title="kp.tracker.purge_title"
        content="kp.tracker.purge_content"
        confirm="kp.tracker.purge_confirm"
        confirmColor="warning"
        onConfirm={startPurge}
        onClose={() => setConfirmPurge(false)}
      />
    </Box>
  );
}
