import { Box, Card, CardContent, CardHeader, Chip, LinearProgress, Typography } from '@mui/material';
import type { AnalyticsDto } from '../types';
import { formatDuration } from './format';

/** docs/product.md §2 and §9: the bars' full scale, and the thresholds that make the service a warning. */
const ERROR_RATE_BAR_MAX = 10;
const RESPONSE_TIME_BAR_MAX_MS = 2000;
const ERROR_RATE_WARNING = 5;
const RESPONSE_TIME_WARNING_MS = 1000;

export type HealthStatus = 'healthy' | 'warning' | 'critical';

function healthStatus(health: AnalyticsDto['health']): HealthStatus {
  if (health.databaseHealth === 'critical') return 'critical';
  if (health.errorRate > ERROR_RATE_WARNING || health.responseTime > RESPONSE_TIME_WARNING_MS) return 'warning';
  return 'healthy';
}

const STATUS_CHIP = {
  healthy: { label: 'Healthy', color: 'success' },
  warning: { label: 'Warning', color: 'warning' },
  critical: { label: 'Critical', color: 'error' },
} as const;

function HealthBar({ label, value, max, display, warn }: { label: string; value: number; max: number; display: string; warn: boolean }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" color={warn ? 'warning.main' : 'text.secondary'}>
          {display}
        </Typography>
      </Box>
      <LinearProgress
        aria-label={label}
        variant="determinate"
        color={warn ? 'warning' : 'success'}
        value={Math.min(100, (value / max) * 100)}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

/** This instance's request health over the last 5 minutes and the database's state. */
export function HealthCard({ health }: { health: AnalyticsDto['health'] }) {
  const status = healthStatus(health);
  const chip = STATUS_CHIP[status];
  return (
    <Card component="section" aria-label="System health" sx={{ flex: '1 1 320px' }}>
      <CardHeader
        title="System health"
        subheader="Last 5 minutes on this server"
        action={<Chip label={chip.label} color={chip.color} data-testid="health-status" />}
      />
      <CardContent>
        <HealthBar
          label="Error rate"
          value={health.errorRate}
          max={ERROR_RATE_BAR_MAX}
          display={`${health.errorRate.toFixed(1)} %`}
          warn={health.errorRate > ERROR_RATE_WARNING}
        />
        <HealthBar
          label="Response time"
          value={health.responseTime}
          max={RESPONSE_TIME_BAR_MAX_MS}
          display={`${Math.round(health.responseTime)} ms`}
          warn={health.responseTime > RESPONSE_TIME_WARNING_MS}
        />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="body2">
            Database:{' '}
            <Typography component="span" variant="body2" color={health.databaseHealth === 'critical' ? 'error.main' : 'success.main'}>
              {health.databaseHealth === 'critical' ? 'Down' : 'Up'}
            </Typography>
          </Typography>
          <Typography variant="body2">Uptime: {formatDuration(health.uptime)}</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
