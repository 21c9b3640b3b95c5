import { useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useIntlLocale } from '../i18n/languages';
import type { CountByDate } from '../types';
import { formatDay, formatNumber } from './format';

/** A bar per day; loaded lazily so recharts stays out of the first bundle. */
export default function GrowthChart({ entries, name }: { entries: CountByDate[]; name: string }) {
  const theme = useTheme();
  const locale = useIntlLocale();
  const rtl = theme.direction === 'rtl';
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={entries} margin={rtl ? { top: 8, right: -16, bottom: 0, left: 8 } : { top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} vertical={false} />
        {/* Right to left: days run from the right, the counts' axis stands on the right. */}
        <XAxis
          dataKey="date"
          reversed={rtl}
          tickFormatter={(day: string) => formatDay(day, locale)}
          tick={{ fill: theme.palette.text.secondary, fontSize: 12 }}
        />
        <YAxis
          allowDecimals={false}
          orientation={rtl ? 'right' : 'left'}
          tickFormatter={(value: number) => formatNumber(value, locale)}
          tick={{ fill: theme.palette.text.secondary, fontSize: 12 }}
        />
        <Tooltip
          labelFormatter={(day) => formatDay(String(day), locale)}
          formatter={(value) => formatNumber(Number(value), locale)}
          contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}` }}
        />
        <Bar dataKey="count" name={name} fill={theme.palette.primary.main} radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
