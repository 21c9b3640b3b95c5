import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorToast, useToast } from '@/components/toast';
import { type QueueItem, queueKey } from '@/lib/api/queue';
import { inviteSingers } from '@/lib/api/singers';
import { roomUsersQuery } from '@/lib/api/rooms';
import { t } from '@/i18n/i18n';

/** At most this many others sing a song with whoever added it. */
const MAX_OTHERS = 3;

/**
 * "Sing with me" (docs/product.md "Sing together"): whoever added a song picks up to three people
 * in the room to sing it with them; each is asked on their phone.
 */
export function InviteSheet({ item, userId, open, onClose }: { item: QueueItem; userId: number; open: boolean; onClose: () => void }) {
  const toast = useToast();
  const failed = useErrorToast();
  const queryClient = useQueryClient();
  const people = useQuery({ ...roomUsersQuery(item.roomId), enabled: open });
  const standing = (item.singers ?? []).filter((one) => one.userId !== userId && one.state !== 'declined');
  const taken = new Set(standing.map((one) => one.userId));
  const [picked, setPicked] = useState<number[]>([]);
  const room = MAX_OTHERS - standing.length;
  const invite = useMutation({
    mutationFn: () => inviteSingers(item.queueItemId, picked),
    onSuccess: () => {
      toast({ title: t('Invitations sent'), description: item.title });
      setPicked([]);
      void queryClient.invalidateQueries({ queryKey: queueKey(item.roomId) });
      onClose();
    },
    onError: failed(t('Could not invite')),
  });
  const choices = (people.data ?? []).filter((person) => person.userId !== userId && !taken.has(person.userId));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="invite-title">
      <DialogTitle id="invite-title">{t('Sing with me')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('Pick who sings “{title}” with you (up to {count} more). Each of them is asked on their phone.', {
            count: room,
            title: item.title,
          })}
        </Typography>
        {choices.length === 0 ? (
          <Typography>{t('Nobody else to invite yet.')}</Typography>
        ) : (
          <FormGroup>
            {choices.map((person) => {
              const checked = picked.includes(person.userId);
              return (
                <FormControlLabel
                  key={person.userId}
                  control={
                    <Checkbox
                      checked={checked}
                      disabled={!checked && picked.length >= room}
                      onChange={(_event, on) => setPicked((now) => (on ? [...now, person.userId] : now.filter((id) => id !== person.userId)))}
                    />
                  }
                  label={person.displayName}
                />
              );
            })}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Cancel')}</Button>
        <Button variant="contained" disabled={picked.length === 0 || invite.isPending} onClick={() => invite.mutate()}>
          {t('Invite')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
