import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { call } from '../api';
import { formatDateTime, formatNumber } from '../dashboard/format';
import { useIntlLocale } from '../i18n/languages';
import { useNotifyError } from '../useNotifyError';

/** A scan started by the watcher shows within a few seconds. */
const LIBRARY_REFRESH_MS = 5_000;
const LIBRARY_KEY = ['admin', 'library'] as const;

/**
 * The host's library (MEDIA_DIR; docs/architecture.md "The host's library"): how many songs, the last scan, the files
 * that could not be read and why, and a rescan.
 */
export function LibraryTab() {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const library = useQuery({ queryKey: LIBRARY_KEY, queryFn: () => call('get', '/api/admin/library'), refetchInterval: LIBRARY_REFRESH_MS, retry: false });
  const rescan = useMutation({
    mutationFn: () => call('post', '/api/admin/library/rescan'),
    onSuccess: (answer) => {
      queryClient.setQueryData(LIBRARY_KEY, answer);
      notify(translate('kp.library.rescanned', { count: formatNumber(answer.count, locale) }), { type: 'success' });
    },
    onError: notifyError('kp.library.rescan_failed'),
  });

  if (library.isPending) return <Typography sx={{ p: 2 }}>{translate('kp.library.loading')}</Typography>;
  if (library.isError) return <Alert severity="error">{translate('kp.library.load_failed', { reason: library.error.message })}</Alert>;
  const status = library.data;

  return (
    <Stack spacing={2}>
      <Card>
        <CardHeader
          title={translate('kp.library.title')}
          action={
            status.configured ? (
              <Button startIcon={<RefreshIcon />} variant="contained" disabled={rescan.isPending || status.scanning} onClick={() => rescan.mutate()}>
                {translate(rescan.isPending || status.scanning ? 'kp.library.scanning' : 'kp.library.rescan')}
              </Button>
            ) : null
          }
        />
        <CardContent>
          {!status.configured ? (
            <Alert severity="info">{translate('kp.library.not_configured')}</Alert>
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
              <Box>
                <Typography variant="h3" component="p" data-testid="library-count">
                  {formatNumber(status.count, locale)}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>{translate('kp.library.songs')}</Typography>
              </Box>
              <Box>
                <Typography variant="h6" component="p">
                  {status.lastScanAt ? formatDateTime(status.lastScanAt, locale) : translate('kp.library.never')}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>
                  {status.scanMs !== null
                    ? translate('kp.library.last_scan_took', { ms: formatNumber(status.scanMs, locale) })
                    : translate('kp.library.last_scan')}
                </Typography>
              </Box>
            </Stack>
          )}
          {status.error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {status.error}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
      {status.configured ? (
        <Card>
          <CardHeader title={translate('kp.library.unreadable_title', { count: formatNumber(status.unreadable.length, locale) })} />
          <CardContent>
            {status.unreadable.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{translate('kp.library.none_unreadable')}</Typography>
            ) : (
              <TableContainer>
                <Table size="small" aria-label={translate('kp.library.unreadable_label')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('kp.library.file')}</TableCell>
                      <TableCell>{translate('kp.library.reason')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {status.unreadable.map((file) => (
                      <TableRow key={file.path}>
                        <TableCell sx={{ wordBreak: 'break-all' }}>{file.path}</TableCell>
                        <TableCell>{file.reason}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </CardContent>
        </Card>
      ) : null}
    </Stack>
  );
}
