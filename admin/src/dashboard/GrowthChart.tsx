import { useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CountByDate } from '../types';
import { formatDay } from './format';

/** A bar per day; loaded lazily so recharts stays out of the first bundle. */
export default function GrowthChart({ entries, name }: { entries: CountByDate[]; name: string }) {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={entries} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke={theme.palette.divider} vertical={false} />
        <XAxis dataKey="date" tickFormatter={formatDay} tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
        <YAxis allowDecimals={false} tick={{ fill: theme.palette.text.secondary, fontSize: 12 }} />
        <Tooltip
          labelFormatter={(day) => formatDay(String(day))}
          contentStyle={{ background: theme.palette.background.paper, border: `1px solid ${theme.palette.divider}` }}
        />
        <Bar dataKey="count" name={name} fill={theme.palette.primary.main} radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
