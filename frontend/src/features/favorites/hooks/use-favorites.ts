import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useErrorToast, useToast } from '@/components/toast';
import type { StoredUser } from '@/lib/storage';
import { addToQueue } from '@/lib/api/queue';
import { getRoomByCode, joinRoom, userRoomsQuery } from '@/lib/api/rooms';
import { meQuery } from '@/lib/api/users';
import { type Favorite, favoritesKey, favoritesQuery, removeFavorite } from '@/lib/api/favorites';
import { t } from '@/i18n/i18n';
import { noteOwnAdd } from '@/lib/own-adds';

/**
 * My Favorites' data (registered users only): the list, the room a song goes to (the one this
 * person is in, else the newest active room they host), and removing and queueing a favorite.
 */
export function useFavoritesPage(user: StoredUser | null) {
  const toast = useToast();
  const failed = useErrorToast();
  const queryClient = useQueryClient();
  const registered = user !== null && !user.isGuest;
  const favorites = useQuery({ ...favoritesQuery(), enabled: registered });
  const me = useQuery({ ...meQuery(), enabled: registered });
  const owned = useQuery({ ...userRoomsQuery(user?.userId ?? 0), enabled: registered });
  const hosted = (owned.data ?? []).filter((room) => room.isActive).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  const roomId = me.data?.roomId ?? hosted?.roomId ?? null;

  const remove = useMutation({
    mutationFn: (favorite: Favorite) => removeFavorite(favorite.videoId),
    onSuccess: () => toast({ title: t('Removed from favorites'), description: t('Song removed from your favorites') }),
    onError: () => failed(t('Error'), t('Failed to remove from favorites'))(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesKey }),
  });
  const add = useMutation({
    mutationFn: (favorite: Favorite) => {
      if (!roomId) throw new Error('no room');
      return addToQueue(roomId, { videoId: favorite.videoId, title: favorite.title, thumbnail: favorite.thumbnail, duration: favorite.duration });
    },
    onMutate: (favorite) => noteOwnAdd(favorite.videoId),
    onSuccess: (answer) =>
      toast(
        'requestId' in answer
          ? { title: t("Waiting for the host's approval"), description: t('The host will see your song and add it to the queue.'), info: true }
          : { title: t('Added to queue'), description: t('Song added to the room queue') },
      ),
    onError: (error) =>
      failed(
        t('Failed to add song to queue'),
        roomId ? t('Failed to add song to queue') : t('You must be in a room to add songs to the queue'),
      )(roomId ? error : undefined),
  });
  // 'Join Room First' leads somewhere: a code joins that room here, and the songs go to it.
  const join = useMutation({
    mutationFn: async (code: string) => joinRoom((await getRoomByCode(code)).roomId),
    onSuccess: async (room) => {
      await queryClient.invalidateQueries({ queryKey: meQuery().queryKey });
      toast({ title: t('Joined Room!'), description: t('Welcome to {name}. Add your favorites to its queue.', { name: room.name }) });
    },
    onError: failed(t('Failed to join room')),
  });
  return { registered, favorites, roomId, remove, add, join };
}
