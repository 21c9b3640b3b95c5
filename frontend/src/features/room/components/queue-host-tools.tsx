import DeleteSweep from '@mui/icons-material/DeleteSweep';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Button, IconButton, Stack } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { t } from '@/i18n/i18n';

/**
 * The host's tools in the queue's heading: Clear (confirmed first) and the fold of the list,
 * loaded apart so a guest's phone never downloads them (docs/performance.md §5).
 */
export default function QueueHostTools({
  count,
  collapsible,
  open,
  onToggle,
  onClear,
}: {
  count: number;
  collapsible: boolean;
  open: boolean;
  onToggle: () => void;
  onClear: () => void;
}) {
  const [confirmClear, setConfirmClear] = useState(false);
  return (
    <Stack direction="row" spacing={0.5} sx={{ ml: 'auto' }}>
      {count > 0 ? (
        <Button size="small" color="error" startIcon={<DeleteSweep />} onClick={() => setConfirmClear(true)}>
          {t('Clear')}
        </Button>
      ) : null}
      {collapsible ? (
        <IconButton aria-label={open ? t('Collapse queue') : t('Expand queue')} onClick={onToggle}>
          {open ? <ExpandLess /> : <ExpandMore />}
        </IconButton>
      ) : null}
      <ConfirmDialog
        open={confirmClear}
        title={t('Clear the queue')}
        text={t('Remove every song waiting in the queue?')}
        confirmLabel={t('Clear queue')}
        onConfirm={onClear}
        onClose={() => setConfirmClear(false)}
      />
    </Stack>
  );
}
