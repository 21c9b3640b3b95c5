import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { t } from '@/i18n/i18n';

/** A dialog asking for one value, with its required-field sentence. */
export function TextPromptDialog({
  open,
  title,
  text,
  label,
  placeholder,
  requiredMessage,
  submitLabel,
  busy,
  transform,
  maxLength,
  initialValue = '',
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  text: string;
  label: string;
  placeholder?: string;
  requiredMessage: string;
  submitLabel: string;
  busy: boolean;
  transform?: (value: string) => string;
  maxLength?: number;
  /** What the field holds when the dialog opens (a name to change, say). */
  initialValue?: string;
  onSubmit: (value: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    if (open) {
      setValue(initialValue);
      setProblem(undefined);
    }
  }, [open, initialValue]);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) {
      setProblem(requiredMessage);
      return;
    }
    onSubmit(value.trim());
  }
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <Stack component="form" onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={label}
            placeholder={placeholder}
            value={value}
            onChange={(e) => setValue(transform ? transform(e.target.value) : e.target.value)}
            error={!!problem}
            helperText={problem}
            slotProps={{ htmlInput: { maxLength } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('Cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
