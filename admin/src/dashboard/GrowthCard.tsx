import { Box, Card, CardContent, CardHeader, Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../i18n/languages';
import type { CountByDate } from '../types';
import { formatDay } from './format';

const GrowthChart = lazy(() => import('./GrowthChart'));

/** Out of sight but read by screen readers: the chart's figures. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** docs/product.md §9: of the 30 days the server counts, the dashboard charts the last 7. */
const GROWTH_DAYS_SHOWN = 7;

/** New accounts or rooms per day, as a chart and, for screen readers, as a table. */
export function GrowthCard({ title, name, growth }: { title: string; name: string; growth: CountByDate[] }) {
  const entries = growth.slice(-GROWTH_DAYS_SHOWN);
  const total = entries.reduce((sum, entry) => sum + entry.count, 0);
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <Card component="section" aria-label={title} sx={{ flex: '1 1 360px' }}>
      <CardHeader title={title} subheader={translate('kp.analytics.growth_total', { total, days: entries.length })} />
      <CardContent sx={{ pt: 0 }}>
        <Suspense fallback={<Skeleton variant="rectangular" height={220} />}>
          <GrowthChart entries={entries} name={name} />
        </Suspense>
        <Box component="table" sx={visuallyHidden} aria-label={translate('kp.analytics.per_day', { title })}>
          <thead>
            <tr>
              <th>{translate('kp.analytics.day')}</th>
              <th>{name}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.date}>
                <td>{formatDay(entry.date, locale)}</td>
                <td>{entry.count}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      </CardContent>
    </Card>
  );
}
