import { Box, Card, Typography } from '@mui/material';
import type { ComponentType } from 'react';

interface MetricCardProps {
  icon: ComponentType<{ fontSize?: 'large' }>;
  title: string;
  value: string;
  hint?: string;
}

/** One headline figure with its icon, in the manner of react-admin demo's CardWithIcon. */
export function MetricCard({ icon: Icon, title, value, hint }: MetricCardProps) {
  return (
    <Card component="section" aria-label={title} sx={{ minHeight: 96, display: 'flex', alignItems: 'center', gap: 2, p: 2 }}>
      <Box sx={{ color: 'primary.main', display: 'flex' }}>
        <Icon fontSize="large" />
      </Box>
      <Box sx={{ textAlign: 'right', flex: 1 }}>
        <Typography color="text.secondary">{title}</Typography>
        <Typography variant="h5" component="p" data-testid="metric-value">
          {value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Box>
    </Card>
  );
}
