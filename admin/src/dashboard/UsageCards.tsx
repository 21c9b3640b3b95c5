import { Box, Card, CardContent, CardHeader, LinearProgress, TableCell, TableRow, Typography } from '@mui/material';
import { tierLabel } from '../tiers';
import type { AnalyticsDto } from '../types';
import { featureName, formatHour, formatNumber } from './format';
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
  return (
    <TableCard
      label="Peak hours"
      title="Peak hours"
      subheader="People signing in, last 30 days"
      flex="1 1 300px"
      columns={[{ label: 'Hour' }, { label: 'People', align: 'right' }, { width: '40%' }]}
      empty={top.length === 0 ? 'No sign-ins yet.' : undefined}
    >
      {top.map((h) => (
        <TableRow key={h.hour}>
          <TableCell>{formatHour(h.hour)}</TableCell>
          <TableCell align="right">{formatNumber(h.users)}</TableCell>
          <TableCell>
            <Bar label={`People at ${formatHour(h.hour)}`} value={(h.users / max) * 100} />
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
  return (
    <Card component="section" aria-label="Popular features" sx={{ flex: '1 1 300px' }}>
      <CardHeader title="Popular features" subheader="Uses, last 30 days" />
      <CardContent sx={{ pt: 0 }}>
        {sorted.map((f) => (
          <Box key={f.feature} sx={{ mb: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
              <Typography variant="body2">{featureName(f.feature)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatNumber(f.usage)}
              </Typography>
            </Box>
            <Bar label={featureName(f.feature)} value={(f.usage / max) * 100} />
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}

/** Accounts per tier, with the share of all accounts. */
export function TierDistributionCard({ tiers }: { tiers: Usage['tierDistribution'] }) {
  return (
    <TableCard
      label="Tier distribution"
      title="Tier distribution"
      subheader="Accounts per tier"
      flex="1 1 300px"
      columns={[{ label: 'Tier' }, { label: 'Accounts', align: 'right' }, { label: 'Share', align: 'right' }]}
    >
      {tiers.map((t) => (
        <TableRow key={t.tier}>
          <TableCell>{tierLabel(t.tier)}</TableCell>
          <TableCell align="right">{formatNumber(t.count)}</TableCell>
          <TableCell align="right">{`${t.percentage.toFixed(1)} %`}</TableCell>
        </TableRow>
      ))}
    </TableCard>
  );
}
