import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useErrorToast, useToast } from '@/components/toast';
import { t } from '@/i18n/i18n';
import { createRoom, deleteRoom, toggleLock } from '@/lib/api/room-owner';
import { getRoomByCode, joinRoom, type Room, userRoomsQuery } from '@/lib/api/rooms';

/** The rooms a host owns (the dashboard's list). */
export function useMyRooms(userId: number, enabled = true) {
  return useQuery({ ...userRoomsQuery(userId), enabled });
}

/** What the dashboard does with rooms: create, join by code, lock and delete. `done` closes the dialog that asked. */
export function useRoomActions(done: () => void) {
  const navigate = useNavigate();
  const toast = useToast();
  const failed = useErrorToast();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['rooms'] });

  const create = useMutation({
    mutationFn: createRoom,
    onSuccess: (room) => {
      done();
      void reload();
      void navigate(`/room/${room.roomId}`);
    },
    onError: failed(t('Failed to create room')),
  });
  const join = useMutation({
    mutationFn: async (code: string) => joinRoom((await getRoomByCode(code)).roomId),
    onSuccess: (room) => {
      done();
      toast({ title: t('Joined Room!'), description: t('Welcome to {name}', { name: room.name }) });
      void navigate(`/room/${room.roomId}`);
    },
    onError: failed(t('Failed to join room')),
  });
  const lock = useMutation({
    mutationFn: (room: Room) => toggleLock(room.roomId),
    onSettled: reload,
    onError: failed(t('Error'), t('Failed to toggle room lock')),
  });
  const remove = useMutation({
    mutationFn: (room: Room) => deleteRoom(room.roomId),
    onSuccess: (_answer, room) => toast({ title: t('Room deleted'), description: t('"{name}" has been deleted.', { name: room.name }) }),
    onSettled: reload,
    onError: failed(t('Failed to delete room')),
  });
  /** A room card waits while its own lock or delete is on the way. */
  const busy = (room: Room) => (lock.isPending && lock.variables?.roomId === room.roomId) || (remove.isPending && remove.variables?.roomId === room.roomId);
  return { create, join, lock, remove, busy };
}
