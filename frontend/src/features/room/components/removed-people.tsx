import PersonAddAlt1 from '@mui/icons-material/PersonAddAlt1';
import PersonOff from '@mui/icons-material/PersonOff';
import { Button, Card, CardContent } from '@mui/material';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BootedPersonDto } from '@api-types';
import { CardHeading } from '@/components/card-heading';
import { PlainList, PlainListItem, PlainListText } from '@/components/light/plain-list';
import { useErrorToast, useToast } from '@/components/toast';
import { call } from '@/lib/api-client';
import { locale, t } from '@/i18n/i18n';

/** Under the room's key, so the host's Boot refreshes it (use-room-controls.ts). */
export const bootsKey = (roomId: string) => ['room', roomId, 'boots'] as const;
const bootsQuery = (roomId: string) =>
  queryOptions({ queryKey: bootsKey(roomId), queryFn: () => call('get', '/api/rooms/{roomId}/boots', { path: { roomId } }) });

const at = (iso: string) => new Date(iso).toLocaleTimeString(locale(), { hour: '2-digit', minute: '2-digit' });

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
    onSuccess: (_answer, person) => toast({ title: t('Let back in'), description: t('{name} can join the room again.', { name: person.displayName }) }),
    onError: failed(t('Failed to let back in')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bootsKey(roomId) }),
  });
  const people = boots.data ?? [];
  if (people.length === 0) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <CardHeading
          icon={<PersonOff color="primary" />}
          title={t('Removed ({count})', { count: people.length })}
          description={t('They cannot rejoin, under the same name or from the same phone, until you let them back in.')}
        />
        <PlainList label={t('Removed people')}>
          {people.map((person) => (
            <PlainListItem
              key={person.userId}
              gutters={false}
              sx={{ pr: 16 }}
              action={
                <Button size="small" startIcon={<PersonAddAlt1 />} disabled={letBackIn.isPending} onClick={() => letBackIn.mutate(person)}>
                  {t('Let back in')}
                </Button>
              }
            >
              <PlainListText primary={person.displayName} secondary={`${person.isGuest ? t('Guest') : t('Account')} · ${at(person.bootedAt)}`} noWrap />
            </PlainListItem>
          ))}
        </PlainList>
      </CardContent>
    </Card>
  );
}
