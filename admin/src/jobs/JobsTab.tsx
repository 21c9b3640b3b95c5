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
import { useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../dashboard/format';
import { useIntlLocale } from '../i18n/languages';
import { adminKeys, useAdminMutation, useJobs } from '../queries';
import { useNotifyError } from '../useNotifyError';
import type { JobList, JobRun } from './types';

/** Runs change every minute; a run started from here shows within a few seconds. */
const JOBS_REFRESH_MS = 5_000;

const OUTCOME = {
  succeeded: { color: 'success', label: 'kp.jobs.succeeded' },
  failed: { color: 'error', label: 'kp.jobs.failed' },
  running: { color: 'info', label: 'kp.jobs.running' },
} as const;

type Translate = ReturnType<typeof useTranslate>;

/** A run's moment and its time, in the language's format. */
function useTime() {
  const locale = useIntlLocale();
  return (iso: string) => formatDateTime(iso, locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** One run in a sentence; the trigger and the error are the server's words. */
function runTitle(run: JobRun, translate: Translate, time: (iso: string) => string): string {
  const parts = [
    translate('kp.jobs.outcome_at', { outcome: translate(OUTCOME[run.outcome].label), time: time(run.startedAt) }),
    translate('kp.jobs.attempt', { attempt: run.attempt, max: run.maxAttempts }),
    translate('kp.jobs.started_by', { trigger: run.trigger }),
  ];
  if (run.durationMs !== null) parts.push(translate('kp.jobs.duration_ms', { ms: run.durationMs }));
  if (run.itemsTouched !== null) parts.push(translate('kp.jobs.items', { count: run.itemsTouched }));
  if (run.error) parts.push(run.error);
  return parts.join(' · ');
}

function LastRun({ run }: { run?: JobRun }) {
  const translate = useTranslate();
  const time = useTime();
  if (!run)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('kp.jobs.not_run_yet')}
      </Typography>
    );
  const outcome = OUTCOME[run.outcome];
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Chip size="small" color={outcome.color} label={translate(outcome.label)} data-testid="last-outcome" />
        <Typography variant="body2">{time(run.startedAt)}</Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate('kp.jobs.attempt_of', { attempt: run.attempt, max: run.maxAttempts })}
        {run.itemsTouched !== null ? ` · ${translate('kp.jobs.items', { count: run.itemsTouched })}` : ''}
        {run.durationMs !== null ? ` · ${translate('kp.jobs.duration_ms', { ms: run.durationMs })}` : ''}
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
  const translate = useTranslate();
  const time = useTime();
  return (
    <Stack direction="row" spacing={0.5} role="group" aria-label={translate('kp.jobs.last_runs')}>
      {runs.map((run) => (
        <Tooltip key={run.runId} title={runTitle(run, translate, time)}>
          <Box
            component="span"
            role="img"
            aria-label={runTitle(run, translate, time)}
            sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: `${OUTCOME[run.outcome].color}.main`, display: 'inline-block' }}
          />
        </Tooltip>
      ))}
    </Stack>
  );
}

function Overview({ list }: { list: JobList }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mb: 2 }}>
      <CardHeader
        title={translate('kp.jobs.title')}
        subheader={
          `${translate(list.mode === 'bullmq' ? 'kp.jobs.mode_bullmq' : 'kp.jobs.mode_in_process')} · ` +
          translate('kp.jobs.retries', { retries: list.maxAttempts - 1, seconds: list.backoffMs / 1000 })
        }
        action={
          list.dashboardUrl && (
            <Button href={list.dashboardUrl} target="_blank" rel="noopener" endIcon={<OpenInNewIcon />}>
              {translate('kp.jobs.queue_dashboard')}
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
  const translate = useTranslate();
  const time = useTime();
  const { data, error } = useJobs(JOBS_REFRESH_MS);
  const run = useAdminMutation((dataProvider, name: string) => dataProvider.runJob(name), adminKeys.jobs);
  const runNow = (name: string) => run.mutate(name, { onSuccess: ({ message }) => notify(message, { type: 'success' }), onError: failed() });
  const starting = run.isPending ? run.variables : undefined;

  if (!data) {
    return error ? (
      <Alert severity="error">{translate('kp.jobs.load_failed', { reason: error.message })}</Alert>
    ) : (
      <Typography color="text.secondary">{translate('kp.jobs.loading')}</Typography>
    );
  }
  return (
    <Box>
      <Overview list={data} />
      <Card>
        <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
          <TableContainer>
            <Table size="small" aria-label={translate('kp.sections.jobs')}>
              <TableHead>
                <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                  <TableCell>{translate('kp.jobs.job')}</TableCell>
                  <TableCell>{translate('kp.jobs.schedule')}</TableCell>
                  <TableCell>{translate('kp.jobs.next_run')}</TableCell>
                  <TableCell>{translate('kp.jobs.last_run')}</TableCell>
                  <TableCell>{translate('kp.jobs.last_runs')}</TableCell>
                  <TableCell align="right">{translate('kp.jobs.failed_24h')}</TableCell>
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
                        {translate('kp.jobs.run_now')}
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
