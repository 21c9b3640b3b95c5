import { Box, Card, CardContent, CardHeader, Chip, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../i18n/languages';
import type { AnalyticsDto } from '../types';
import { formatDuration, formatPercent } from './format';

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
  healthy: { label: 'kp.analytics.healthy', color: 'success' },
  warning: { label: 'kp.analytics.warning', color: 'warning' },
  critical: { label: 'kp.analytics.critical', color: 'error' },
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
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <Card component="section" aria-label={translate('kp.analytics.health')} sx={{ flex: '1 1 320px' }}>
      <CardHeader
        title={translate('kp.analytics.health')}
        subheader={translate('kp.analytics.health_subheader')}
        action={<Chip label={translate(chip.label)} color={chip.color} data-testid="health-status" />}
      />
      <CardContent>
        <HealthBar
          label={translate('kp.analytics.error_rate')}
          value={health.errorRate}
          max={ERROR_RATE_BAR_MAX}
          display={formatPercent(health.errorRate, locale)}
          warn={health.errorRate > ERROR_RATE_WARNING}
        />
        <HealthBar
          label={translate('kp.analytics.response_time')}
          value={health.responseTime}
          max={RESPONSE_TIME_BAR_MAX_MS}
          display={translate('kp.jobs.duration_ms', { ms: Math.round(health.responseTime) })}
          warn={health.responseTime > RESPONSE_TIME_WARNING_MS}
        />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="body2">
            {translate('kp.analytics.database')}{' '}
            <Typography component="span" variant="body2" color={health.databaseHealth === 'critical' ? 'error.main' : 'success.main'}>
              {translate(health.databaseHealth === 'critical' ? 'kp.analytics.down' : 'kp.analytics.up')}
            </Typography>
          </Typography>
          <Typography variant="body2">{translate('kp.analytics.uptime', { duration: formatDuration(health.uptime, translate) })}</Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
