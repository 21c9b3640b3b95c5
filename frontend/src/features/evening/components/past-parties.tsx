import Add from '@mui/icons-material/Add';
import Celebration from '@mui/icons-material/Celebration';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import QueueMusic from '@mui/icons-material/QueueMusic';
import { Button, Card, CardContent, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PlainList, PlainListItem, PlainListText } from '@/components/light/plain-list';
import { Pill } from '@/components/light/pill';
import { useErrorToast, useToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { addToQueue } from '@/lib/api/queue';
import { deleteRoom } from '@/lib/api/room-owner';
import { userRoomsQuery } from '@/lib/api/rooms';
import { meQuery } from '@/lib/api/users';
import { historyCsvUrl, type PastParty, pastPartiesKey, pastPartiesQuery } from '@/lib/api/evening';
import { locale, t } from '@/i18n/i18n';
import { noteOwnAdd } from '@/lib/own-adds';

/** Songs shown per party; the rest are counted. */
const SONGS_SHOWN = 5;

type Song = PastParty['songs'][number];

const day = (at: string) => new Date(at).toLocaleDateString(locale(), { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** The Played list, the same chunk the room's Played tab loads. */
const TonightsSongs = lazy(() => import('./played-panel').then((m) => ({ default: m.TonightsSongs })));

/** A hosted party that ended: its Played list in a dialog. */
function PlayedListDialog({ party, userId, onClose }: { party: PastParty; userId: number; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Played at {room}', { room: party.roomName })}</DialogTitle>
      <DialogContent>
        <Suspense fallback={<CircularProgress size={18} />}>
          <TonightsSongs roomId={party.roomId} userId={userId} host ended />
        </Suspense>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Done')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A party this person hosted that has ended (kept by End party): how many songs were played, its
 * Played list, the CSV, and deleting it for good with its history, after asking.
 */
function HostedPartyActions({ party, onPlayed, onDelete }: { party: PastParty; onPlayed: () => void; onDelete: () => void }) {
  const played = party.playedCount ?? 0;
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('Songs played: {count}', { count: played })}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" startIcon={<QueueMusic />} onClick={onPlayed}>
          {t('Played list')}
        </Button>
        {played > 0 ? (
          <Button size="small" startIcon={<Download />} href={historyCsvUrl(party.roomId)} download>
            {t('Download CSV')}
          </Button>
        ) : null}
        <Button size="small" color="error" startIcon={<Delete />} onClick={onDelete}>
          {t('Delete')}
        </Button>
      </Stack>
    </Stack>
  );
}

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
  const queryClient = useQueryClient();
  const [playedOf, setPlayedOf] = useState<PastParty | null>(null);
  const [toDelete, setToDelete] = useState<PastParty | null>(null);
  const remove = useMutation({
    mutationFn: (party: PastParty) => deleteRoom(party.roomId),
    onSuccess: (_answer, party) => toast({ title: t('Room deleted'), description: t('"{name}" has been deleted.', { name: party.roomName }) }),
    onError: failed(t('Failed to delete room')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pastPartiesKey(userId) }),
  });
  const add = useMutation({
    mutationFn: (song: Song) => addToQueue(roomId!, { videoId: song.videoId, title: song.title, thumbnail: song.thumbnail, duration: song.duration }),
    onMutate: (song) => noteOwnAdd(song.videoId),
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
                  {day(party.createdAt)} · {t('{count, plural, one {# song sung} other {# songs sung}}', { count: party.songs.length })}
                </Typography>
                {party.hosted && party.endedAt ? (
                  <HostedPartyActions party={party} onPlayed={() => setPlayedOf(party)} onDelete={() => setToDelete(party)} />
                ) : null}
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
      {playedOf ? <PlayedListDialog party={playedOf} userId={userId} onClose={() => setPlayedOf(null)} /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('Delete room')}
        text={t('Are you sure you want to delete "{name}"? This action cannot be undone.', { name: toDelete?.roomName ?? '' })}
        confirmLabel={t('Delete')}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
