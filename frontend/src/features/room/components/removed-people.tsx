import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import PersonOff from '@mui/icons-material/PersonOff';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BootedPersonDto } from '../../../../../openapi/api-types';
import { PlainList, PlainListItem, PlainListText } from '../../../components/plain-list';
import { useErrorToast, useToast } from '../../../components/toast';
import { call } from '../../../lib/api-client';

/** Under the room's key, so the host's Boot refreshes it (use-room-controls.ts). */
export const bootsKey = (roomId: string) => ['room', roomId, 'boots'] as const;
const bootsQuery = (roomId: string) =>
  queryOptions({ queryKey: bootsKey(roomId), queryFn: () => call('get', '/api/rooms/{roomId}/boots', { path: { roomId } }) });

const at = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * The host's list of people they removed from the room, each with Let back in: a boot keeps the
 * person out (as themselves, under that name, from that browser) until undone here. Shown only
 * when someone was removed; loaded only for hosts.
 */
export function RemovedPeople({ roomId }: { roomId: string }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const failed = useErrorToast();
  const boots = useQuery(bootsQuery(roomId));
  const letBackIn = useMutation({
    mutationFn: (person: BootedPersonDto) => call('delete', '/api/rooms/{roomId}/boots/{userId}', { path: { roomId, userId: person.userId } }),
    onSuccess: (_answer, person) => toast({ title: 'Let back in', description: `${person.displayName} can join the room again.` }),
    onError: failed('Failed to let back in'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bootsKey(roomId) }),
  });
  const people = boots.data ?? [];
  if (people.length === 0) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PersonOff color="primary" />
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Removed ({people.length})
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          They cannot rejoin, under the same name or from the same phone, until you let them back in.
        </Typography>
        <PlainList label="Removed people">
          {people.map((person) => (
            <PlainListItem
              key={person.userId}
              gutters={false}
              sx={{ pr: 16 }}
              action={
                <Button size="small" startIcon={<PersonAddAlt1 />} disabled={letBackIn.isPending} onClick={() => letBackIn.mutate(person)}>
                  Let back in
                </Button>
              }
            >
              <PlainListText primary={person.displayName} secondary={`${person.isGuest ? 'Guest' : 'Account'} · ${at(person.bootedAt)}`} noWrap />
            </PlainListItem>
          ))}
        </PlainList>
      </CardContent>
    </Card>
  );
}
