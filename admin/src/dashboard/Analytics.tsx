import AccessTimeIcon from '@mui/icons-material/AccessTime';
import GroupsIcon from '@mui/icons-material/Groups';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { Alert, Box, CircularProgress, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';
import { useIntlLocale } from '../i18n/languages';
import { useAnalytics } from '../queries';
import { formatDuration, formatNumber } from './format';
import { GrowthCard } from './GrowthCard';
import { HealthCard } from './HealthCard';
import { MetricCard } from './MetricCard';
import { PeakHoursCard, PopularFeaturesCard, TierDistributionCard } from './UsageCards';

/** docs/product.md §7: analytics refresh every 10, 30 (default) or 60 seconds. */
const REFRESH_CHOICES = [10, 30, 60];
const DEFAULT_REFRESH_SECONDS = 30;

const row = { display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 } as const;
/** Six figures: two rows of three on a laptop, one row on a wide screen, two columns on a phone. */
const metricsGrid = { display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', xl: 'repeat(6, 1fr)' } } as const;

/** The server's analytics: figures, health, growth and usage. Nothing is computed here. */
export function Analytics() {
  const [refreshSeconds, setRefreshSeconds] = useStore('dashboard.analytics.refreshSeconds', DEFAULT_REFRESH_SECONDS);
  const { data, error } = useAnalytics(refreshSeconds * 1000);
  const translate = useTranslate();
  const locale = useIntlLocale();
  const number = (value: number) => formatNumber(value, locale);

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 2, mb: 2 }}>
        {error && (
          <Alert severity="error" sx={{ flex: 1 }}>
            {translate('kp.analytics.load_failed', { reason: error.message })}
          </Alert>
        )}
        <FormControl size="small" fullWidth={false} sx={{ width: 180 }}>
          <InputLabel id="analytics-refresh-label">{translate('kp.analytics.refresh_every')}</InputLabel>
          <Select
            labelId="analytics-refresh-label"
            label={translate('kp.analytics.refresh_every')}
            value={refreshSeconds}
            onChange={(event) => setRefreshSeconds(Number(event.target.value))}
          >
            {REFRESH_CHOICES.map((seconds) => (
              <MenuItem key={seconds} value={seconds}>
                {translate('kp.analytics.seconds', { count: seconds })}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Box>
      {!data ? (
        !error && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={translate('kp.analytics.loading')} />
          </Box>
        )
      ) : (
        <>
          <Box sx={metricsGrid}>
            {/* Guests have no account but are people in rooms: they count as active, not in the total. */}
            <MetricCard
              icon={PeopleIcon}
              title={translate('kp.analytics.total_users')}
              value={number(data.metrics.totalUsers)}
              hint={translate('kp.analytics.accounts_only')}
            />
            <MetricCard
              icon={PersonIcon}
              title={translate('kp.analytics.active_users')}
              value={number(data.metrics.activeUsers)}
              hint={translate('kp.analytics.with_guests')}
            />
            <MetricCard icon={MeetingRoomIcon} title={translate('kp.analytics.total_rooms')} value={number(data.metrics.totalRooms)} />
            <MetricCard icon={GroupsIcon} title={translate('kp.analytics.active_rooms')} value={number(data.metrics.activeRooms)} />
            <MetricCard
              icon={ShowChartIcon}
              title={translate('kp.analytics.peak_users')}
              value={number(data.metrics.peakConcurrentUsers)}
              hint={translate('kp.analytics.last_24_hours')}
            />
            <MetricCard
              icon={AccessTimeIcon}
              title={translate('kp.analytics.average_session')}
              value={formatDuration(data.metrics.averageSessionDuration, translate)}
              hint={translate('kp.analytics.last_30_days')}
            />
          </Box>
          <Box sx={row}>
            <HealthCard health={data.health} />
            <TierDistributionCard tiers={data.usage.tierDistribution} />
          </Box>
          <Box sx={row}>
            <GrowthCard title={translate('kp.analytics.user_growth')} name={translate('kp.analytics.new_users')} growth={data.growth.userGrowth} />
            <GrowthCard title={translate('kp.analytics.room_growth')} name={translate('kp.analytics.new_rooms')} growth={data.growth.roomGrowth} />
          </Box>
          <Box sx={row}>
            <PeakHoursCard peakHours={data.usage.peakHours} />
            <PopularFeaturesCard features={data.usage.popularFeatures} />
          </Box>
        </>
      )}
    </Box>
  );
}
