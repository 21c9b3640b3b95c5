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
import { Confirm, useNotify } from 'react-admin';
import { adminKeys, useAdminMutation, useQuotaHistory, useQuotaStats, useRecentApiCalls } from '../queries';
import type { ApiCall, QuotaStats } from '../types';
import { useNotifyError } from '../useNotifyError';
import { formatDay, formatNumber } from './format';
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
  normal: { color: 'success', label: 'Normal' },
  caution: { color: 'warning', label: 'Caution' },
  warning: { color: 'error', label: 'Warning' },
} as const;

function QuotaCard({ stats }: { stats?: QuotaStats }) {
  const level = LEVEL[quotaLevel(stats?.percentageUsed ?? 0)];
  return (
    <Card component="section" aria-label="Today's quota" sx={{ flex: '1 1 360px' }}>
      <CardHeader
        title="Today's YouTube quota"
        subheader={stats ? `Quota day ${stats.date} (Pacific time)` : 'Loading…'}
        action={stats && <Chip label={level.label} color={level.color} data-testid="quota-level" />}
      />
      {stats && (
        <CardContent sx={{ pt: 0 }}>
          <LinearProgress
            aria-label="Quota used"
            variant="determinate"
            color={level.color}
            value={Math.min(100, stats.percentageUsed)}
            sx={{ height: 10, borderRadius: 5, mb: 2 }}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1, textAlign: 'center' }}>
            {[
              ['Used', formatNumber(stats.totalQuotaUsed)],
              ['Remaining', formatNumber(stats.remainingQuota)],
              ['Daily limit', formatNumber(stats.dailyLimit)],
              ['Used %', `${stats.percentageUsed.toFixed(1)} %`],
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
        </CardContent>
      )}
    </Card>
  );
}

function HistoryCard({ history }: { history?: QuotaStats[] }) {
  return (
    <TableCard
      label="Quota history"
      title="Last 7 days"
      subheader="Quota used per day"
      flex="1 1 360px"
      columns={[{ label: 'Day' }, { label: 'Used', align: 'right' }, { label: 'Of the daily limit', width: '45%' }]}
      empty={history?.length === 0 ? 'No quota used in the last 7 days.' : undefined}
    >
      {(history ?? []).map((day) => (
        <TableRow key={day.date}>
          <TableCell>{formatDay(day.date)}</TableCell>
          <TableCell align="right">{formatNumber(day.totalQuotaUsed)}</TableCell>
          <TableCell>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <LinearProgress
                aria-label={`Quota used on ${day.date}`}
                variant="determinate"
                color={LEVEL[quotaLevel(day.percentageUsed)].color}
                value={Math.min(100, day.percentageUsed)}
                sx={{ flex: 1, height: 6, borderRadius: 3 }}
              />
              <Typography variant="caption" sx={{ minWidth: 48, textAlign: 'right' }}>
                {day.percentageUsed.toFixed(1)} %
              </Typography>
            </Box>
          </TableCell>
        </TableRow>
      ))}
    </TableCard>
  );
}

function RecentCallsCard({ calls }: { calls: ApiCall[] }) {
  return (
    <Card component="section" aria-label="Recent calls">
      <CardHeader title="Recent calls" subheader={`The ${RECENT_CALLS} latest calls to the YouTube API`} />
      {/* Scrolls on its own: reachable by keyboard (axe: scrollable-region-focusable). */}
      <TableContainer tabIndex={0} role="region" aria-label="Recent calls, scrollable" sx={{ maxHeight: 480 }}>
        <Table size="small" stickyHeader aria-label="Recent calls">
          <TableHead>
            <TableRow>
              <TableCell>Endpoint</TableCell>
              <TableCell align="right">Cost</TableCell>
              <TableCell>Time</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Error</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {calls.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>
                  <Typography color="text.secondary">No calls recorded.</Typography>
                </TableCell>
              </TableRow>
            )}
            {calls.map((call) => {
              const failed = call.errorMessage !== null || (call.responseStatus !== null && call.responseStatus >= 400);
              return (
                <TableRow key={call.id}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{call.endpoint}</TableCell>
                  <TableCell align="right">{call.quotaCost}</TableCell>
                  <TableCell>{new Date(call.timestamp).toLocaleString()}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" color={failed ? 'error' : 'success'} label={call.responseStatus ?? 'No answer'} />
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
      onSuccess: ({ deleted }) => notify(`Cleanup done: ${deleted} call records older than 30 days removed`, { type: 'success' }),
      onError: (error) => {
        console.error('Failed to clean up API call records', error);
        failed('Cleanup failed')(error);
      },
    });

  const startPurge = () =>
    purge.mutate(undefined, {
      onSuccess: ({ removedVideos, removedSearches }) =>
        notify(`Non-karaoke cache purged: ${removedVideos} videos and ${removedSearches} searches removed`, { type: 'success' }),
      onError: (error) => {
        console.error('Failed to purge non-karaoke content', error);
        window.alert('Failed to purge non-karaoke content');
      },
      onSettled: () => setConfirmPurge(false),
    });

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<CleaningServicesIcon />} disabled={busy} onClick={startCleanup}>
          Clean up old call records
        </Button>
        <Button variant="outlined" color="warning" startIcon={<DeleteSweepIcon />} disabled={busy} onClick={() => setConfirmPurge(true)}>
          Purge non-karaoke cache
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
        title="Purge non-karaoke cache?"
        content="Cached videos and searches that are not karaoke tracks are removed. Searches for them will use the YouTube quota again."
        confirm="Purge"
        confirmColor="warning"
        onConfirm={startPurge}
        onClose={() => setConfirmPurge(false)}
      />
    </Box>
  );
}
