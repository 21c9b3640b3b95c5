import { Groups, PersonRemove } from '@mui/icons-material';
import { Avatar, Badge, Button, Card, CardContent, Chip, List, ListItem, ListItemAvatar, ListItemText, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { RoomUser } from '../../rooms/api/rooms';

// Only the owner confirms (boot, clear): a guest's phone never loads the dialog.
const ConfirmDialog = lazy(() => import('../../../components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** Up to two letters: the first letters of the first two words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words.slice(0, 2).map((word) => [...word][0]!.toUpperCase()).join('') || '?';
}

export function UsersPanel({ users, owner, myUserId, onBoot }: { users: RoomUser[]; owner: boolean; myUserId: number; onBoot: (user: RoomUser) => void }) {
  const [toBoot, setToBoot] = useState<RoomUser | null>(null);
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Groups color="primary" />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>Active Users ({users.length})</Typography>
        </Stack>
        <List dense aria-label="Active users">
          {users.map((person) => (
            <ListItem
              key={person.userId}
              disableGutters
              secondaryAction={
                owner && !person.isOwner ? (
                  <Button size="small" color="error" startIcon={<PersonRemove />} onClick={() => setToBoot(person)}>Boot</Button>
                ) : undefined
              }
            >
              <ListItemAvatar>
                <Badge overlap="circular" variant="dot" color={person.online ? 'success' : 'default'} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
                  <Avatar sx={{ bgcolor: person.isOwner ? 'secondary.main' : 'primary.main', fontWeight: 700, fontSize: 15 }}>{initials(person.displayName)}</Avatar>
                </Badge>
              </ListItemAvatar>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span>{person.displayName}{person.userId === myUserId ? ' (you)' : ''}</span>
                    {person.isOwner ? <Chip size="small" label="Room Owner" color="secondary" /> : null}
                  </Stack>
                }
                secondary={person.isGuest ? 'Guest' : person.online ? 'Online' : 'Away'}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
      {owner ? (
        <Suspense fallback={null}>
        <ConfirmDialog
          open={toBoot !== null}
          title="Boot user"
          text={`Boot ${toBoot?.displayName ?? ''} from the room?`}
          confirmLabel="Boot"
          onConfirm={() => toBoot && onBoot(toBoot)}
          onClose={() => setToBoot(null)}
        />
        </Suspense>
      ) : null}
    </Card>
  );
}
