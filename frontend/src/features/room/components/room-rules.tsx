import Gavel from '@mui/icons-material/Gavel';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { Room } from '../../rooms/api/rooms';
import { Pill } from '../../../components/pill';
import { PlainList, PlainListItem, PlainListText } from '../../../components/plain-list';

const songs = (n: number) => (n >= 999 ? 'Unlimited' : `${n} song${n === 1 ? '' : 's'}`);

export function RoomRules({ room, isAdmin }: { room: Room; isAdmin: boolean }) {
  const s = room.settings;
  const rules = [
    ['Songs per person', songs(s.maxSongsPerUser)],
    ['Songs per guest', songs(s.maxSongsPerGuest)],
    ['Auto-skip', s.autoSkipMinutes === 0 ? 'Off' : `after ${s.autoSkipMinutes} minutes`],
    ['Order', s.queueMode === 'rotation' ? 'Rotation (fair turns)' : 'First come, first served'],
    ['Inactive people leave after', `${s.inactivityTimeoutMinutes} minutes`],
    ['Room', room.isLocked ? 'Locked: no new guests' : 'Open to guests with the code'],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Gavel color="primary" />
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              Room Rules
            </Typography>
          </Stack>
          <Pill size="small" label={isAdmin ? 'Admin access' : 'Owner access'} color={isAdmin ? 'secondary' : 'primary'} />
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
