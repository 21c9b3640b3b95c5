import Gavel from '@mui/icons-material/Gavel';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { Room } from '@/lib/api/rooms';
import { Pill } from '@/components/light/pill';
import { PlainList, PlainListItem, PlainListText } from '@/components/light/plain-list';
import { t } from '@/i18n/i18n';
import { UNLIMITED } from '@/lib/limits';

/** Called at render time (the language shown now). */
const songs = (n: number) => (n >= UNLIMITED ? t('Unlimited') : t('{count, plural, one {# song} other {# songs}}', { count: n }));

export function RoomRules({ room, isAdmin }: { room: Room; isAdmin: boolean }) {
  const s = room.settings;
  const rules = [
    // Who each limit is for, in words a host reads at a glance: accounts (the host too) and guests.
    [t('Songs waiting per account holder'), songs(s.maxSongsPerUser)],
    [t('Songs waiting per guest (joined by code)'), songs(s.maxSongsPerGuest)],
    [t('Auto-skip'), s.autoSkipMinutes === 0 ? t('Off') : t('after {minutes} minutes', { minutes: s.autoSkipMinutes })],
    [t('Order'), s.queueMode === 'rotation' ? t('Rotation (fair turns)') : t('First come, first served')],
    [t('Inactive people leave after'), t('{minutes} minutes', { minutes: s.inactivityTimeoutMinutes })],
    [t('Room'), room.isLocked ? t('Locked: no new guests') : t('Open to guests with the code')],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Gavel color="primary" />
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {t('Room Rules')}
            </Typography>
          </Stack>
          <Pill size="small" label={isAdmin ? t('Admin access') : t('Owner access')} color={isAdmin ? 'secondary' : 'primary'} />
        </Stack>
        <PlainList>
          {rules.map(([label, value]) => (
            <PlainListItem key={label} gutters={false}>
              <PlainListText primary={label} secondary={value} />
            </PlainListItem>
          ))}
        </PlainList>
      </CardContent>
    </Card>
  );
}
