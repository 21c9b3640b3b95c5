import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import HowToVote from '@mui/icons-material/HowToVote';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { CardHeading } from '@/components/card-heading';
import { useErrorToast, useToast } from '@/components/toast';
import type { RoomRefresh } from '@/hooks/use-live-room';
import { t } from '@/i18n/i18n';
import { approveRequest, declineRequest, type SongRequest } from '@/lib/api/requests';
import { useNow } from '@/lib/use-now';
import { DeclineDialog } from './decline-dialog';

/** "Gina · asked 3 min ago". */
function askedWhen(request: SongRequest, now: number): string {
  const minutes = Math.floor((now - new Date(request.requestedAt).getTime()) / 60_000);
  return minutes < 1 ? t('{name} · asked just now', { name: request.addedBy }) : t('{name} · asked {minutes} min ago', { name: request.addedBy, minutes });
}

/**
 * The host's Requests lane (docs/product.md "Requests and closing time"): guests' songs waiting
 * for approval, in the order they were asked for, each approved or declined with one tap. An
 * approved song takes the place it would have had when it was asked for.
 */
export function RequestsLane({ roomId, requests, refresh }: { roomId: string; requests: readonly SongRequest[]; refresh: RoomRefresh }) {
  const toast = useToast();
  const failed = useErrorToast();
  const now = useNow(30_000);
  const [declining, setDeclining] = useState<SongRequest | null>(null);
  const waiting = requests.filter((request) => request.status === 'pending');
  const approve = useMutation({
    mutationFn: (request: SongRequest) => approveRequest(roomId, request.requestId),
    onSuccess: (item) =>
      toast({ title: t('Approved'), description: t("'{title}' is in the queue at number {position}.", { title: item.title, position: item.position }) }),
    onSettled: () => refresh('queue', 'room'),
    onError: failed(t('Could not approve the song')),
  });
  const decline = useMutation({
    mutationFn: ({ request, reason }: { request: SongRequest; reason: string }) => declineRequest(roomId, request.requestId, reason),
    onSuccess: (request) => {
      setDeclining(null);
      toast({ title: t('Declined'), description: t('{name} has been told.', { name: request.addedBy }) });
    },
    onSettled: () => refresh('room'),
    onError: failed(t('Could not decline the song')),
  });
  return (
    <Card variant="outlined" component="section" aria-label={t('Requests ({count})', { count: waiting.length })}>
      <CardContent>
        <CardHeading
          icon={<HowToVote color="primary" />}
          title={t('Requests ({count})', { count: waiting.length })}
          description={t("Guests' songs wait here for you, oldest first. An approved song keeps its place from when it was asked for.")}
        />
        {waiting.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
            {t('No songs are waiting for your approval.')}
          </Typography>
        ) : (
          <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
            {waiting.map((request) => (
              <Box
                component="li"
                key={request.requestId}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}
              >
                <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{request.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {askedWhen(request, now)}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="contained"
                    color="success"
                    startIcon={<Check />}
                    disabled={approve.isPending}
                    onClick={() => approve.mutate(request)}
                    aria-label={t("Approve '{title}'", { title: request.title })}
                  >
                    {t('Approve')}
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    startIcon={<Close />}
                    onClick={() => setDeclining(request)}
                    aria-label={t("Decline '{title}'", { title: request.title })}
                  >
                    {t('Decline')}
                  </Button>
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
      <DeclineDialog
        request={declining}
        busy={decline.isPending}
        onDecline={(reason) => declining && decline.mutate({ request: declining, reason })}
        onClose={() => setDeclining(null)}
      />
    </Card>
  );
}
