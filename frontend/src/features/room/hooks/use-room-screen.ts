import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useToast } from '@/components/toast';
import { useLiveRoom } from '@/hooks/use-live-room';
import { useRoomNotices } from '@/hooks/use-room-notices';
import { roomKeys, type Room as RoomData } from '@/lib/api/rooms';
import type { RoomChanged } from '@/lib/socket';
import { isAdmin, type StoredUser } from '@/lib/storage';
import { t } from '@/i18n/i18n';
import { ROOM_OVER_CODES, type ServerNotice, serverNotice } from '@/i18n/server-notices';
import { partyEndedSentence, partyIsOver } from '../lib/notices';
import { useDeparture, useMembership } from './use-membership';
import { useRoomControls } from './use-room-controls';

/**
 * How a person leaves a room, whatever took them out: the party's end (its host, its time), their
 * own Leave, or a removal; each says goodbye in its own words (docs/product.md §4).
 */
function useRoomDepartures(roomId: string, user: StoredUser) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const { removed: removedNow, farewell } = useDeparture(user);
  // The room as last known, for the goodbye's words (whose party it was).
  const known = useCallback(() => queryClient.getQueryData<RoomData>(roomKeys.room(roomId)), [queryClient, roomId]);
  const partyOver = useCallback(
    (how: { by?: string; expired?: boolean }) =>
      farewell(partyEndedSentence({ ...how, host: known()?.ownerName }), t('Got another room code? Join another party below.')),
    [farewell, known],
  );
  const left = useCallback(() => {
    const name = known()?.name;
    farewell(name ? t('You left {name}', { name }) : t('You left the room'), t('Thanks for singing! Got another room code? Join another party below.'));
  }, [farewell, known]);
  const removed = useCallback(
    // A membership verdict that the room itself is gone (GET /api/users/{id}/validate/{roomId}) says goodbye instead.
    (told: ServerNotice, delayMs: number) =>
      told.code !== undefined && ROOM_OVER_CODES.has(told.code) ? partyOver({ expired: told.code === 'ROOM_EXPIRED' }) : removedNow(told, delayMs),
    [partyOver, removedNow],
  );

  // The server took this person out of the room (a boot, a kick) or ended their session: a guest's
  // stay ends either way ('Removed from Room', docs/product.md §4). A registered user whose session ended is
  // signed out by the 401 of the refetch the channel makes (lib/socket.ts).
  // A session that ended with the party (the room deleted, its time up) or by leaving says goodbye instead.
  const onRemoved = useCallback(
    (told: ServerNotice, sessionEnded: boolean, reason?: string) => {
      if (partyIsOver(reason)) partyOver({ expired: reason === 'expired' });
      else if (reason === 'left' || told.code === 'LEFT_ROOM') left();
      else if (!sessionEnded || user.isGuest) removed(told, 2000);
    },
    [removed, partyOver, left, user.isGuest],
  );
  // The host's doings to someone's songs are told to them by name; the party's end to everyone.
  const onChange = useCallback(
    (event: RoomChanged) => {
      if (event.changes.includes('ended')) {
        partyOver(event.notice?.kind === 'party-ended' ? { by: event.notice.by } : { expired: true });
        return;
      }
      const notice = event.notice;
      if (!notice || known()?.ownerId === user.userId || !notice.songs.some((song) => song.addedById === user.userId)) return;
      void import('../lib/song-notices').then(({ noticeForMe }) => {
        const told = noticeForMe(notice, user.userId);
        if (told) toast(told);
      });
    },
    [partyOver, known, toast, user.userId],
  );
  return { left, removed, onRemoved, onChange };
}

/**
 * Everything the room screen runs for one person: the live room, how they leave it, whether they
 * host it, their membership, what they do to the queue, and the Add Song dialog's and the
 * settings' open state.
 */
export function useRoomScreen(roomId: string, user: StoredUser) {
  const [params] = useSearchParams();
  const toast = useToast();
  const { left, removed, onRemoved, onChange } = useRoomDepartures(roomId, user);
  const [adding, setAdding] = useState(false);
  // Once opened, the dialog stays mounted so it can close with its animation.
  const [addOpened, setAddOpened] = useState(false);
  if (adding && !addOpened) setAddOpened(true);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const live = useLiveRoom(roomId, { withUsers: true, onRemoved, onChange });
  const { room, users, refresh } = live;
  // Said from the notice's code and params, in the app's language (the server's `message` is the English of the same text).
  useRoomNotices(roomId, (notice) => toast({ title: t('Song skipped'), description: serverNotice(notice), variant: 'destructive' }));

  // The host: the owner, or an admin watching any room (docs/product.md §6; the API lets admins run any
  // room, and the Room Rules card shows 'Admin access'). Neither is ever "removed" for not being
  // in the user list.
  const owner = room.data !== undefined && !user.isGuest && (room.data.ownerId === user.userId || isAdmin(user));
  useMembership(user, roomId, users.data, owner, removed);
  const { add, remove } = useRoomControls(roomId, user.userId, refresh);
  const remote = owner && params.get('view') === 'remote';
  return { ...live, owner, remote, left, add, remove, adding, setAdding, addOpened, settingsOpen, setSettingsOpen };
}
