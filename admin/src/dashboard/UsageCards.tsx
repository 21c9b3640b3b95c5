import { Box, Card, CardContent, CardHeader, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { tierLabel } from '../tiers';
import type { AnalyticsDto } from '../types';
import { featureName, formatHour, formatNumber } from './format';

/** SPEC §9: the busiest 8 hours. */
export const PEAK_HOURS_SHOWN = 8;

type Usage = AnalyticsDto['usage'];

const Bar = ({ label, value }: { label: string; value: number }) => (
  <LinearProgress aria-label={label} variant="determinate" value={Math.min(100, value)} sx={{ height: 6, borderRadius: 3, minWidth: 80 }} />
);

/** When people sign in, busiest hours first (UTC, last 30 days). */
export function PeakHoursCard({ peakHours }: { peakHours: Usage['peakHours'] }) {
  const top = [...peakHours].sort((a, b) => b.users - a.users || a.hour - b.hour).slice(0, PEAK_HOURS_SHOWN);
  const max = Math.max(1, ...top.map((h) => h.users));
  return (
    <Card component="section" aria-label="Peak hours" sx={{ flex: '1 1 300px' }}>
      <CardHeader title="Peak hours" subheader="People signing in, last 30 days" />
      <CardContent sx={{ pt: 0 }}>
        {top.length === 0 ? (
          <Typography color="text.secondary">No sign-ins yet.</Typography>
        ) : (
          <Table size="small" aria-label="Peak hours">
            <TableHead>
              <TableRow>
                <TableCell>Hour</TableCell>
                <TableCell align="right">People</TableCell>
                <TableCell sx={{ width: '40%' }} />
              </TableRow>
            </TableHead>
            <TableBody>
              {top.map((h) => (
                <TableRow key={h.hour}>
                  <TableCell>{formatHour(h.hour)}</TableCell>
                  <TableCell align="right">{formatNumber(h.users)}</TableCell>
                  <TableCell>
                    <Bar label={`People at ${formatHour(h.hour)}`} value={(h.users / max) * 100} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
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
    <Card component="section" aria-label="Tier distribution" sx={{ flex: '1 1 300px' }}>
      <CardHeader title="Tier distribution" subheader="Accounts per tier" />
      <CardContent sx={{ pt: 0 }}>
        <Table size="small" aria-label="Tier distribution">
          <TableHead>
            <TableRow>
              <TableCell>Tier</TableCell>
              <TableCell align="right">Accounts</TableCell>
              <TableCell align="right">Share</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tiers.map((t) => (
              <TableRow key={t.tier}>
                <TableCell>{tierLabel(t.tier)}</TableCell>
                <TableCell align="right">{formatNumber(t.count)}</TableCell>
                <TableCell align="right">{`${t.percentage.toFixed(1)} %`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
