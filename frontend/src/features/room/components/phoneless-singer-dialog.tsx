import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { t } from '@/i18n/i18n';

/**
 * The host names a singer without a phone (docs/product.md "Singers without a phone"). The server
 * keeps names apart as it does guests' (a look-alike is refused with a sentence, shown here).
 */
export function PhonelessSingerDialog({ open, onClose, onAdd }: { open: boolean; onClose: () => void; onAdd: (name: string) => Promise<unknown> }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('Please enter the singer’s name'));
    setBusy(true);
    try {
      await onAdd(name.trim());
      setName('');
      setError(null);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, t('Could not add the singer')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="phoneless-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="phoneless-title">{t('Add a singer without a phone')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('For someone who sings tonight without a phone: you add their songs, and their turn shows on your phone and on the stage.')}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            label={t('Their name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            slotProps={{ htmlInput: { maxLength: 50 } }}
            error={error !== null}
            helperText={error ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('Add singer')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
