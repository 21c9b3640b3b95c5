import Celebration from '@mui/icons-material/Celebration';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { AppShell } from '@/components/app-shell';
import type { Farewell } from '../lib/farewell';
import { t } from '@/i18n/i18n';

/** A calm goodbye at the top of the page a person lands on after a room: what happened, then where to go. */
export function FarewellCard({ farewell, next }: { farewell: Farewell; next?: string }) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        p: 2.5,
        mb: 3,
        borderRadius: 3,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      <Celebration color="primary" sx={{ fontSize: 32, flexShrink: 0, mt: 0.25 }} aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 800, lineHeight: 1.3 }}>
          {farewell.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {farewell.message}
        </Typography>
        {next ? (
          <Typography color="text.secondary" sx={{ mt: 1, fontWeight: 600 }}>
            {next}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

/** The room screen while the way home waits (a removal, the party's end): the goodbye and a way on. */
export function RoomFarewell({ farewell }: { farewell: Farewell }) {
  return (
    <AppShell maxWidth="sm">
      <Stack spacing={2} sx={{ py: 8 }}>
        <FarewellCard farewell={farewell} />
        <Button variant="contained" component={RouterLink} to="/guest" replace startIcon={<ArrowBack />} sx={{ alignSelf: 'center' }}>
          {t('Join another room')}
        </Button>
      </Stack>
    </AppShell>
  );
}
