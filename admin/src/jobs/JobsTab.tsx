import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { adminKeys, useAdminMutation, useJobs } from '../queries';
import { useNotifyError } from '../useNotifyError';
import type { JobList, JobRun } from './types';

/** Runs change every minute; a run started from here shows within a few seconds. */
const JOBS_REFRESH_MS = 5_000;

const OUTCOME = {
  succeeded: { color: 'success', label: 'Succeeded' },
  failed: { color: 'error', label: 'Failed' },
  running: { color: 'info', label: 'Running' },
} as const;

const time = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });

function runTitle(run: JobRun): string {
  const parts = [`${OUTCOME[run.outcome].label} at ${time(run.startedAt)}`, `attempt ${run.attempt} of ${run.maxAttempts}`, `started by ${run.trigger}`];
  if (run.durationMs !== null) parts.push(`${run.durationMs} ms`);
  if (run.itemsTouched !== null) parts.push(`${run.itemsTouched} items`);
  if (run.error) parts.push(run.error);
  return parts.join(' · ');
}

function LastRun({ run }: { run?: JobRun }) {
  if (!run)
    return (
      <Typography variant="body2" color="text.secondary">
        Not run yet
      </Typography>
    );
  const outcome = OUTCOME[run.outcome];
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" color={outcome.color} label={outcome.label} data-testid="last-outcome" />
        <Typography variant="body2">{time(run.startedAt)}</Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        Attempt {run.attempt} of {run.maxAttempts}
        {run.itemsTouched !== null ? ` · ${run.itemsTouched} items` : ''}
        {run.durationMs !== null ? ` · ${run.durationMs} ms` : ''}
      </Typography>
      {run.error && (
        <Typography variant="caption" color="error" sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
          {run.error}
        </Typography>
      )}
    </Stack>
  );
}

function History({ runs }: { runs: JobRun[] }) {
  return (
    <Stack direction="row" spacing={0.5} role="group" aria-label="Last runs">
      {runs.map((run) => (
        <Tooltip key={run.runId} title={runTitle(run)}>
          <Box
            component="span"
            role="img"
            aria-label={runTitle(run)}
            sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: `${OUTCOME[run.outcome].color}.main`, display: 'inline-block' }}
          />
        </Tooltip>
      ))}
    </Stack>
  );
}

function Overview({ list }: { list: JobList }) {
  return (
    <Card sx={{ mb: 2 }}>
      <CardHeader
        title="Scheduled jobs"
        subheader={
          `${list.mode === 'bullmq' ? 'BullMQ on Redis' : 'In-process (no REDIS_URL)'} · ` +
          `a failing run is retried ${list.maxAttempts - 1} times, after ${list.backoffMs / 1000} s then doubling`
        }
        action={
          list.dashboardUrl && (
            <Button href={list.dashboardUrl} target="_blank" rel="noopener" endIcon={<OpenInNewIcon />}>
              Queue dashboard
            </Button>
          )
        }
      />
    </Card>
  );
}

/** The back office's Jobs tab: each job with its schedule, next run, last runs and "Run now". */
export function JobsTab() {
  const notify = useNotify();
  const failed = useNotifyError();
  const { data, error } = useJobs(JOBS_REFRESH_MS);
  const run = useAdminMutation((dataProvider, name: string) => dataProvider.runJob(name), adminKeys.jobs);
  const runNow = (name: string) => run.mutate(name, { onSuccess: ({ message }) => notify(message, { type: 'success' }), onError: failed() });
  const starting = run.isPending ? run.variables : undefined;

  if (!data) {
    return error ? <Alert severity="error">Could not load the jobs: {error.message}</Alert> : <Typography color="text.secondary">Loading jobs…</Typography>;
  }
  return (
    <Box>
      <Overview list={data} />
      <Card>
        <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
          <TableContainer>
            <Table size="small" aria-label="Jobs">
              <TableHead>
                <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                  <TableCell>Job</TableCell>
                  <TableCell>Schedule</TableCell>
                  <TableCell>Next run</TableCell>
                  <TableCell>Last run</TableCell>
                  <TableCell>Last runs</TableCell>
                  <TableCell align="right">Failed (24 h)</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {data.jobs.map((job) => (
                  <TableRow key={job.name} data-testid={`job-${job.name}`} hover>
                    <TableCell sx={{ minWidth: 220 }}>
                      <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
                        {job.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {job.description}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{job.schedule}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{job.nextRunAt ? time(job.nextRunAt) : '—'}</TableCell>
                    <TableCell sx={{ minWidth: 240 }}>
                      <LastRun run={job.lastRuns[0]} />
                    </TableCell>
                    <TableCell>
                      <History runs={job.lastRuns} />
                    </TableCell>
                    <TableCell align="right">{job.failuresLast24h > 0 ? <Chip size="small" color="error" label={job.failuresLast24h} /> : 0}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        variant="outlined"
                        sx={{ whiteSpace: 'nowrap' }}
                        startIcon={<PlayArrowIcon />}
                        disabled={starting === job.name}
                        onClick={() => runNow(job.name)}
                      >
                        Run now
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </CardContent>
      </Card>
    </Box>
  );
}
