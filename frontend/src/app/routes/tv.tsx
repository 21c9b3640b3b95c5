import { CircularProgress, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PairScreen } from '@/features/screens/pair-screen';
import { disconnectSocket, liveSocket, type RoomChanged } from '@/lib/socket';
import { screenKeys, screenMeQuery } from '@/lib/api/screens';
import { t } from '@/i18n/i18n';

/** The read-only board: what a paired screen shows (it has no controls, docs/product.md "Room", A TV in one step). */
const BoardView = lazy(() => import('@/features/evening/components/board-view'));

/** A screen not heard from by socket re-asks whether it is still paired this often (its room may have ended meanwhile). */
const RECHECK_MS = 30_000;

/**
 * `/tv`: a browser without an account becomes a room's screen. Unpaired (or ended by the host, or
 * its room over), it shows "Pair this screen"; paired, the room's board. The host's End reaches it
 * over the socket (screen:ended) and it goes back to pairing at once.
 */
export function TvRoute() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const me = useQuery({ ...screenMeQuery(), refetchInterval: RECHECK_MS });
  const [notice, setNotice] = useState<string | undefined>();
  const roomId = me.data?.roomId;

  useEffect(() => {
    if (!roomId) return;
    const socket = liveSocket();
    const ended = (event?: { message?: string }) => {
      setNotice(event?.message);
      // The server closed this connection: the next screen connects with the cookie it will have then.
      disconnectSocket();
      void queryClient.invalidateQueries({ queryKey: screenKeys.me });
    };
    const changed = (event: RoomChanged) => {
      if (event.roomId === roomId && event.changes.includes('ended')) void queryClient.invalidateQueries({ queryKey: screenKeys.me });
    };
    socket.on('screen:ended', ended);
    socket.on('room:changed', changed);
    return () => {
      socket.off('screen:ended', ended);
      socket.off('room:changed', changed);
    };
  }, [roomId, queryClient]);

  if (me.isPending) {
    return (
      <Stack sx={{ position: 'fixed', inset: 0, bgcolor: '#0f0a1e', alignItems: 'center', justifyContent: 'center' }}>
        <CircularProgress aria-label={t('Loading the board')} />
      </Stack>
    );
  }
  if (!roomId) return <PairScreen key={notice ?? 'pair'} initialCode={notice ? '' : (params.get('code') ?? '')} notice={notice} />;
  return (
    <Suspense fallback={null}>
      <BoardView key={roomId} roomId={roomId} />
    </Suspense>
  );
}
