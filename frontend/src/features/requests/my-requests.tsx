import HourglassTop from '@mui/icons-material/HourglassTop';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CardHeading } from '@/components/card-heading';
import { useErrorToast } from '@/components/toast';
import { t } from '@/i18n/i18n';
import { type SongRequest, withdrawRequest } from '@/lib/api/requests';
import { roomKeys } from '@/lib/api/rooms';

/**
 * A guest's own requests while the host approves songs (docs/product.md "Requests and closing
 * time"): each waiting one says so and can be withdrawn; a declined one shows the host's reason
 * until the guest dismisses it. Loaded only when the guest has one, in the room's side column
 * (off the guest's first download, docs/performance.md §5).
 */
export default function MyRequests({ roomId, requests, userId }: { roomId: string; requests: readonly SongRequest[]; userId: number }) {
  const failed = useErrorToast();
  const queryClient = useQueryClient();
  const mine = requests.filter((request) => request.addedById === userId);
  const withdraw = useMutation({
    mutationFn: (request: SongRequest) => withdrawRequest(roomId, request.requestId),
    // The room's push carries the change; read the room again in case the live channel is down.
    onSettled: () => queryClient.invalidateQueries({ queryKey: roomKeys.room(roomId) }),
    onError: failed(t('Could not remove the request')),
  });
  if (mine.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-label={t('Your requests')}>
      <CardContent>
        <CardHeading icon={<HourglassTop color="primary" />} title={t('Your requests')} />
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
          {mine.map((request) => (
            <Box
              component="li"
              key={request.requestId}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}
            >
              <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{request.title}</Typography>
                {request.status === 'pending' ? (
                  <Typography variant="body2" color="text.secondary">
                    {t("Waiting for the host's approval")}
                  </Typography>
                ) : (
                  <Typography variant="body2" color="error">
                    {request.reason ? t('The host declined it: “{reason}”', { reason: request.reason }) : t('The host declined it.')}
                  </Typography>
                )}
              </Box>
              <Button size="small" disabled={withdraw.isPending} onClick={() => withdraw.mutate(request)}>
                {request.status === 'pending' ? t('Withdraw') : t('Dismiss')}
              </Button>
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
