import { Box, Card, CardContent, CardHeader, LinearProgress, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../i18n/languages';
import { tierLabel } from '../tiers';
import type { AnalyticsDto } from '../types';
import { featureName, formatHour, formatNumber, formatPercent } from './format';
import { TableCard } from './TableCard';

/** docs/product.md §9: the busiest 8 hours. */
const PEAK_HOURS_SHOWN = 8;

type Usage = AnalyticsDto['usage'];

const Bar = ({ label, value }: { label: string; value: number }) => (
  <LinearProgress aria-label={label} variant="determinate" value={Math.min(100, value)} sx={{ height: 6, borderRadius: 3, minWidth: 80 }} />
);

/** When people sign in, busiest hours first (UTC, last 30 days). */
export function PeakHoursCard({ peakHours }: { peakHours: Usage['peakHours'] }) {
  const top = [...peakHours].sort((a, b) => b.users - a.users || a.hour - b.hour).slice(0, PEAK_HOURS_SHOWN);
  const max = Math.max(1, ...top.map((h) => h.users));
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <TableCard
      label={translate('kp.analytics.peak_hours')}
      title={translate('kp.analytics.peak_hours')}
      subheader={translate('kp.analytics.peak_hours_subheader')}
      flex="1 1 300px"
      columns={[{ label: translate('kp.analytics.hour') }, { label: translate('kp.analytics.people'), align: 'right' }, { width: '40%' }]}
      empty={top.length === 0 ? translate('kp.analytics.no_sign_ins') : undefined}
    >
      {top.map((h) => (
        <TableRow key={h.hour}>
          <TableCell>
            {/* "21:00–22:00 UTC" reads left to right in a right-to-left page too. */}
            <span dir="ltr">{formatHour(h.hour)}</span>
          </TableCell>
          <TableCell align="right">{formatNumber(h.users, locale)}</TableCell>
          <TableCell>
            <Bar label={translate('kp.analytics.people_at', { hour: formatHour(h.hour) })} value={(h.users / max) * 100} />
          </TableCell>
        </TableRow>
      ))}
    </TableCard>
  );
}

/** How often each feature was used in the last 30 days. */
export function PopularFeaturesCard({ features }: { features: Usage['popularFeatures'] }) {
  const sorted = [...features].sort((a, b) => b.usage - a.usage);
  const max = Math.max(1, ...sorted.map((f) => f.usage));
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <Card component="section" aria-label={translate('kp.analytics.popular_features')} sx={{ flex: '1 1 300px' }}>
      <CardHeader title={translate('kp.analytics.popular_features')} subheader={translate('kp.analytics.popular_features_subheader')} />
      <CardContent sx={{ pt: 0 }}>
        {sorted.map((f) => (
          <Box key={f.feature} sx={{ mb: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Typography variant="body2">{featureName(f.feature, translate)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatNumber(f.usage, locale)}
              </Typography>
            </Box>
            <Bar label={featureName(f.feature, translate)} value={(f.usage / max) * 100} />
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}

/** Accounts per tier, with the share of all accounts. */
export function TierDistributionCard({ tiers }: { tiers: Usage['tierDistribution'] }) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <TableCard
      label={translate('kp.analytics.tier_distribution')}
      title={translate('kp.analytics.tier_distribution')}
      subheader={translate('kp.analytics.tier_distribution_subheader')}
      flex="1 1 300px"
      columns={[
        { label: translate('kp.analytics.tier') },
        { label: translate('kp.analytics.accounts'), align: 'right' },
        { label: translate('kp.analytics.share'), align: 'right' },
      ]}
    >
      {tiers.map((t) => (
        <TableRow key={t.tier}>
          <TableCell>{tierLabel(t.tier, translate)}</TableCell>
          <TableCell align="right">{formatNumber(t.count, locale)}</TableCell>
          <TableCell align="right">{formatPercent(t.percentage, locale)}</TableCell>
        </TableRow>
      ))}
    </TableCard>
  );
}
