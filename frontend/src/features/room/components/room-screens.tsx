import Tv from '@mui/icons-material/Tv';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { PlainList, PlainListItem, PlainListText } from '@/components/light/plain-list';
import { useErrorToast, useToast } from '@/components/toast';
import { endScreen, roomScreensQuery, type Screen, screenKeys } from '@/lib/api/screens';
import { locale, t } from '@/i18n/i18n';

const time = (at: string) => new Date(at).toLocaleTimeString(locale(), { hour: 'numeric', minute: '2-digit' });

/**
 * The room's paired screens for its host: "Living-room TV — paired 8:02 — End". Ending one sends
 * that TV back to its pairing screen at once (the server tells it over its socket).
 * `pollMs`: while the host waits for a TV to pair, the list is asked again this often.
 */
export function RoomScreens({ roomId, pollMs, onCount }: { roomId: string; pollMs?: number; onCount?: (count: number) => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const failed = useErrorToast();
  const screens = useQuery({ ...roomScreensQuery(roomId), refetchInterval: pollMs ?? false });
  const count = screens.data?.length;
  const onCountRef = useRef(onCount);
  onCountRef.current = onCount;
  useEffect(() => {
    if (count !== undefined) onCountRef.current?.(count);
  }, [count]);
  const end = useMutation({
    mutationFn: (screen: Screen) => endScreen(roomId, screen.screenId),
    onSuccess: (_answer, screen) => toast({ title: t('Screen ended'), description: t('{name} no longer shows this room.', { name: screen.name }) }),
    onError: failed(t('Error'), t('Failed to end the screen')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: screenKeys.ofRoom(roomId) }),
  });
  const list = screens.data ?? [];
  return (
    <Stack spacing={0.5} component="section" aria-label={t('Screens')}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {t('Screens')}
      </Typography>
      {list.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('No TV is paired yet.')}
        </Typography>
      ) : (
        <PlainList label={t('Screens')}>
          {list.map((screen) => (
            <PlainListItem
              key={screen.screenId}
              data-testid="paired-screen"
              action={
                <Button size="small" color="error" variant="outlined" disabled={end.isPending} onClick={() => end.mutate(screen)}>
                  {t('End')}
                </Button>
              }
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pr: 9 }}>
                <Tv fontSize="small" color="secondary" />
                <PlainListText primary={screen.name} secondary={t('paired {time}', { time: time(screen.pairedAt) })} />
              </Stack>
            </PlainListItem>
          ))}
        </PlainList>
      )}
    </Stack>
  );
}

/** The room's screens in the host's side column, once a TV is paired (the same list Open on a TV keeps current). */
export function ScreensPanel({ roomId }: { roomId: string }) {
  const screens = useQuery(roomScreensQuery(roomId));
  if (!screens.data?.length) return null;
  return (
    <Card variant="outlined" data-testid="screens-panel">
      <CardContent>
        <RoomScreens roomId={roomId} />
      </CardContent>
    </Card>
  );
}
