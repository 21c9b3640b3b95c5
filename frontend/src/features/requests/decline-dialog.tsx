import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { t } from '@/i18n/i18n';

/** The longest reason the server keeps (DeclineRequestDto). */
export const REASON_MAX = 140;

/**
 * Declining a guest's request, with an optional reason that the guest sees on their phone
 * (docs/product.md "Requests and closing time"). Empty declines without one.
 */
export function DeclineDialog({
  request,
  busy,
  onDecline,
  onClose,
}: {
  /** The request being declined; null when the dialog is closed. */
  request: { title: string; addedBy: string } | null;
  busy: boolean;
  onDecline: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (request) setReason('');
  }, [request]);
  function submit(event: FormEvent) {
    event.preventDefault();
    onDecline(reason.trim());
  }
  return (
    <Dialog open={request !== null} onClose={onClose} maxWidth="xs" fullWidth>
      <Stack component="form" onSubmit={submit} noValidate>
        <DialogTitle>{t('Decline this song?')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t("{name} asked for '{title}'. They will see that you declined it, with your reason if you give one.", {
              name: request?.addedBy ?? '',
              title: request?.title ?? '',
            })}
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={t('Reason (optional)')}
            placeholder={t("Let's keep it upbeat tonight")}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            helperText={`${reason.length}/${REASON_MAX}`}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {t('Decline')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
