import Add from '@mui/icons-material/Add';
import Celebration from '@mui/icons-material/Celebration';
import { Button, Card, CardContent, CircularProgress, Grid, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { PlainList, PlainListItem, PlainListText } from '@/components/light/plain-list';
import { Pill } from '@/components/light/pill';
import { useErrorToast, useToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { addToQueue } from '@/lib/api/queue';
import { userRoomsQuery } from '@/lib/api/rooms';
import { meQuery } from '@/lib/api/users';
import { type PastParty, pastPartiesQuery } from '@/lib/api/evening';
import { locale, t } from '@/i18n/i18n';

/** Songs shown per party; the rest are counted. */
const SONGS_SHOWN = 5;

type Song = PastParty['songs'][number];

const day = (at: string) => new Date(at).toLocaleDateString(locale(), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/**
 * An account's past parties on the dashboard: the rooms where they sang and their songs, each
 * queued again in one tap like a favorite (into the room they are in, else the newest room they host).
 */
export function PastParties({ userId }: { userId: number }) {
  const toast = useToast();
  const failed = useErrorToast();
  const parties = useQuery(pastPartiesQuery(userId));
  const me = useQuery(meQuery());
  const owned = useQuery(userRoomsQuery(userId));
  const hosted = (owned.data ?? []).filter((room) => room.isActive).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const roomId = me.data?.roomId ?? hosted?.roomId ?? null;
  const add = useMutation({
    mutationFn: (song: Song) => addToQueue(roomId!, { videoId: song.videoId, title: song.title, thumbnail: song.thumbnail, duration: song.duration }),
    onSuccess: () => toast({ title: t('Added to queue'), description: t('Song added to the room queue') }),
    onError: failed(t('Failed to add song to queue')),
  });

  let body;
  if (parties.isPending) {
    body = (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={18} />
        <Typography color="text.secondary">{t('Loading your past parties...')}</Typography>
      </Stack>
    );
  } else if (parties.isError) {
    body = <Typography color="error">{errorMessage(parties.error, t('Failed to load your past parties.'))}</Typography>;
  } else if (parties.data.length === 0) {
    body = <Typography color="text.secondary">{t('The songs you sing show up here, ready to sing again at your next party.')}</Typography>;
  } else {
    body = (
      <Grid container spacing={2}>
        {parties.data.map((party) => (
          <Grid key={party.roomId} size={{ xs: 12, md: 6 }}>
            <Card variant="outlined" data-testid="past-party" sx={{ height: '100%' }}>
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                    {party.roomName}
                  </Typography>
                  {party.hosted ? <Pill size="small" label={t('Hosted')} variant="outlined" /> : null}
                  {!party.endedAt ? <Pill size="small" label={t('On now')} color="secondary" /> : null}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {day(party.createdAt)} ·{' '}
                  {party.songs.length === 1 ? t('{count} song sung', { count: party.songs.length }) : t('{count} songs sung', { count: party.songs.length })}
                </Typography>
                <PlainList label={t('Songs you sang at {room}', { room: party.roomName })}>
                  {party.songs.slice(0, SONGS_SHOWN).map((song) => (
                    <PlainListItem
                      key={song.playedSongId}
                      action={
                        <Button
                          size="small"
                          startIcon={add.isPending && add.variables?.playedSongId === song.playedSongId ? <CircularProgress size={14} /> : <Add />}
                          disabled={!roomId || add.isPending}
                          onClick={() => add.mutate(song)}
                          aria-label={roomId ? t('Add to Queue: {title}', { title: song.title }) : t('Join Room First: {title}', { title: song.title })}
                        >
                          {roomId ? t('Add to Queue') : t('Join Room First')}
                        </Button>
                      }
                    >
                      <PlainListText
                        primary={song.title}
                        secondary={[song.duration, song.skipped ? t('skipped') : null, song.applause > 0 ? `👏 ${song.applause}` : null]
                          .filter(Boolean)
                          .join(' · ')}
                        noWrap
                        sx={{ pr: 16 }}
                      />
                    </PlainListItem>
                  ))}
                </PlainList>
                {party.songs.length > SONGS_SHOWN ? (
                  <Typography variant="caption" color="text.secondary">
                    {t('and {count} more', { count: party.songs.length - SONGS_SHOWN })}
                  </Typography>
                ) : null}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    );
  }
  return (
    <section>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Celebration color="secondary" />
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {t('Your past parties')}
        </Typography>
      </Stack>
      {body}
    </section>
  );
}
